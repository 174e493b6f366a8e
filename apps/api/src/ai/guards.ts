import render from 'dom-serializer';
import { Element, type ChildNode, type Document } from 'domhandler';
import {
  BLOCK_TAGS,
  LINKEDIN_NOTE_MAX,
  PROPOSAL_WORDS,
  SCREENING_ANSWER_WORDS_MAX,
  UPWORK_MAX_CHARS,
  domPlainText,
  domText,
  findContactDetail,
  parseHtml,
  unsupportedSkills,
  wordCount,
  type Profile,
  type ProposalLength,
} from '@quillbid/shared';
import { sanitizeRichText } from '../html/sanitize.js';
import {
  blockSentences,
  leafBlocks,
  pruneEmpty,
  readBlock,
  removeRanges,
  tidySpaces,
  type BlockText,
} from '../html/sentences.js';
import { ANSWERS_PROMPT } from './answers-prompt.js';
import { SYSTEM_PROMPT } from './prompt.js';

export type GuardContext = {
  profile: Profile;
  job: { jobTitle: string; jobDescription: string };
  platform: string;
  templateType: string;
  length?: ProposalLength;
  /** A LinkedIn note's limit for this sender (`linkedinNoteMax`: 200 on a free account); 300 when not given. */
  noteMax?: number;
  /** The skills the post asks for, besides the known list: a claim of one the profile lacks is removed. */
  skills?: string[];
};

/** Lines of our instructions; a draft or an answer that repeats one has been talked into leaking them. */
const PROMPT_LINES = [...SYSTEM_PROMPT.split('\n'), ...ANSWERS_PROMPT.split('\n')]
  .map((line) => line.replace(/^- /, '').trim().toLowerCase())
  .filter((line) => line.length > 25)
  .map((line) => line.slice(0, 40));

/**
 * Applied to every draft, whichever writer made it. The HTML is parsed once and edited in its text nodes:
 * no `{snippet}` is left; a sentence with contact details, or claiming a skill the profile lacks, is
 * removed inside its own element; a paragraph repeating our instructions goes; the draft is cut to the
 * platform's length by whole sentences. The result is serialised and sanitised again.
 */
export function applyGuards(draft: string, context: GuardContext): string {
  const doc = parseHtml(sanitizeRichText(draft));
  wrapLooseText(doc);
  for (const block of leafBlocks(doc.children).map(readBlock)) guardBlock(block, context);
  pruneEmpty(doc.children);
  for (const block of leafBlocks(doc.children)) tidySpaces(block);
  fitLength(doc, context);
  pruneEmpty(doc.children);
  return sanitizeRichText(render(doc, { encodeEntities: 'utf8' }));
}

/** Each run of text outside a block gets a paragraph, so every sentence has a block to be edited in. */
function wrapLooseText(doc: Document): void {
  const isBlock = (node: ChildNode) =>
    node.type === 'tag' && (BLOCK_TAGS.has(node.name) || node.name === 'ul' || node.name === 'ol');
  const children: ChildNode[] = [];
  let run: ChildNode[] = [];
  const flush = () => {
    if (run.some((node) => node.type !== 'text' || node.data.trim() !== '')) children.push(new Element('p', {}, run));
    run = [];
  };
  for (const node of doc.children) {
    if (isBlock(node)) {
      flush();
      children.push(node);
    } else run.push(node);
  }
  flush();
  doc.children = children;
  // Re-link siblings: later edits walk them.
  const link = (list: ChildNode[], parent: Document | Element) =>
    list.forEach((child, i) => {
      child.parent = parent;
      child.prev = list[i - 1] ?? null;
      child.next = list[i + 1] ?? null;
    });
  link(children, doc);
  for (const child of children) if (child.type === 'tag') link(child.children, child);
}

function guardBlock(block: BlockText, context: GuardContext): void {
  for (const { node } of block.runs) node.data = node.data.replace(/\{[^{}]*\}/g, '').replace(/[{}]/g, '');
  const fresh = readBlock(block.block);
  if (PROMPT_LINES.some((line) => fresh.text.toLowerCase().includes(line))) {
    removeRanges(fresh, [{ start: 0, end: fresh.text.length }]);
    return;
  }
  const doomed = blockSentences(fresh).filter(
    (sentence) =>
      findContactDetail(sentence.text) !== null ||
      unsupportedSkills(sentence.text, context.profile, context.skills ?? []).length > 0,
  );
  removeRanges(fresh, doomed);
}

/** The draft's blocks with their sentences, for cutting to length. */
const blocksOf = (doc: Document) => leafBlocks(doc.children).map(readBlock);
const total = (doc: Document) => domText(doc.children);
/**
 * A note is measured as it is pasted into LinkedIn's box: paragraphs apart by a blank line, so a break
 * counts two characters, as it does in the pre-send check.
 */
const pasted = (doc: Document) => domPlainText(doc.children);

/**
 * Cuts whole sentences until the draft fits: a LinkedIn note from its end, to its sender's limit (200 on a
 * free account), a screening answer from its end, a proposal from its longest middle paragraph (the
 * opening and the close stay), and anything for the marketplace under its cap.
 */
function fitLength(doc: Document, context: GuardContext): void {
  const note = context.platform === 'LINKEDIN' && context.templateType === 'note';
  const proposal = context.platform === 'UPWORK' && context.templateType === 'proposal';
  const answer = context.platform === 'UPWORK' && context.templateType === 'question';
  if (note) cutFromEnd(doc, () => pasted(doc).length > (context.noteMax ?? LINKEDIN_NOTE_MAX));
  // A screening answer is read beside its question: its point comes first, so it is cut from the end.
  if (answer) cutFromEnd(doc, () => wordCount(total(doc)) > SCREENING_ANSWER_WORDS_MAX);
  if (proposal) {
    const max = PROPOSAL_WORDS[context.length ?? 'medium'].max;
    cutFromMiddle(doc, () => wordCount(total(doc)) > max);
  }
  if (context.platform === 'UPWORK') cutFromMiddle(doc, () => total(doc).length > UPWORK_MAX_CHARS);
  if (context.platform === 'UPWORK') cutFromEnd(doc, () => total(doc).length > UPWORK_MAX_CHARS);
}

/** A sentence that ends as one: "Hi Priya," opens a note but says nothing on its own. */
const COMPLETE = /[.!?…]["”’)\]]*$/;

function cutFromEnd(doc: Document, tooLong: () => boolean): void {
  while (tooLong()) {
    const blocks = blocksOf(doc).filter((b) => b.text.trim() !== '');
    const last = blocks[blocks.length - 1];
    const sentences = last ? blockSentences(last) : [];
    const sentence = sentences[sentences.length - 1];
    if (!last || !sentence) return;
    const before = blocks.flatMap(blockSentences).slice(0, -1);
    const words = last.text.split(' ');
    if (!before.some((s) => COMPLETE.test(s.text.trim())) && words.length > 1) {
      // The only real sentence is longer than the limit: keep its first words rather than leave nothing
      // or a bare greeting, and never cut a word in half.
      removeRanges(last, [
        { start: words.slice(0, Math.max(1, words.length - 3)).join(' ').length, end: last.text.length },
      ]);
      continue;
    }
    removeRanges(last, [sentence]);
    pruneEmpty(doc.children);
  }
}

/**
 * "You asked how long this would take.", "Here is how I would start:", "“Solar leads”, mentioned above,
 * shows it best.": nothing without what follows.
 */
export const onlyAnnounces = (text: string) =>
  /^(?:You asked\b[^.?!]*[.?!]|[^.?!]*:|[^.?!]*\b(?:shows it best|mentioned above)\.)$/.test(text.trim());

function cutFromMiddle(doc: Document, tooLong: () => boolean): void {
  while (tooLong()) {
    const blocks = blocksOf(doc).filter((b) => b.text.trim() !== '');
    const middle = blocks
      .slice(1, -1)
      .map((block) => ({ block, sentences: blockSentences(block) }))
      .filter(({ sentences }) => sentences.length > 1)
      .sort((a, b) => wordCount(b.block.text) - wordCount(a.block.text))[0];
    if (!middle) {
      // Only one-sentence paragraphs are left in the middle: the longest of them goes whole.
      const single = blocks.slice(1, -1).sort((a, b) => wordCount(b.text) - wordCount(a.text))[0];
      if (!single) return;
      removeRanges(single, [{ start: 0, end: single.text.length }]);
      pruneEmpty(doc.children);
      continue;
    }
    const last = middle.sentences[middle.sentences.length - 1];
    if (!last) return;
    // A paragraph cut down to the sentence that only announced what followed goes whole.
    const [first, ...rest] = middle.sentences;
    const whole = rest.length === 1 && first !== undefined && onlyAnnounces(first.text);
    removeRanges(middle.block, [whole ? { start: 0, end: middle.block.text.length } : last]);
    pruneEmpty(doc.children);
  }
}

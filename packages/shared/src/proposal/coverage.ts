import type { IncludeItem, Instruction } from './analysis.js';
import type { HtmlBlock } from './html.js';
import { wordCount } from './html.js';

/** A paragraph, to a client counting them: a block of text, not a greeting, a name or a subject line. */
export const PARAGRAPH_MIN_WORDS = 6;

const SUBJECT_LINE = /^subject\s*:/i;

/** Words of the cues each kind of requested item is covered by. */
const ITEM_CUES: Record<IncludeItem, RegExp> = {
  pricing:
    /(?:\b(?:price|pricing|priced|quote|rates?|cost|costs|fees?|budget|fixed[- ]price|hourly|per hour|bid|estimate)\b|[$€£]\s?\d)/i,
  availability:
    /\b(?:available|availability|start(?:ing)? (?:on|this|next|right|immediately|straight)|hours (?:a|per|each) week|per week|full[- ]time|part[- ]time|time ?zone|schedule)\b/i,
  timeline:
    /\b(?:timeline|deadline|turnaround|milestones?|days?|weeks?|deliver(?:ed|y)? (?:by|within|in)|schedule|by (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b/i,
  experience: /\b(?:experience|years?|worked|built|designed|wrote|written|managed|ran|led|delivered|project)\b/i,
  approach: /\b(?:approach|plan|first|then|steps?|start (?:by|with)|process|I would|I['’]d|I will|I['’]ll)\b/i,
  portfolio: /(?:\b(?:portfolio|samples?|examples?|case stud(?:y|ies)|links?)\b|https?:\/\/)/i,
  tools: /\b(?:tools?|use|using|software|stack|platforms?|with)\b/i,
  location: /\b(?:based in|located|location|live in|time ?zone|from)\b/i,
  interest: /\b(?:interest|interested|interests|excit\w*|appeal\w*|drawn|enjoy|love|why|motivat\w*)\b/i,
  other: /[\p{L}]/u,
};

/** Lower case without the endings that vary between a post and a reply ("coaches" → "coach"). */
export function stem(word: string): string {
  const lower = word.toLowerCase().replace(/['’]s$/, '');
  return lower.length > 4 ? lower.replace(/(?:ing|ed|es|s|ly)$/, '') : lower;
}

const stemsOf = (text: string) =>
  new Set((text.match(/[\p{L}\p{N}+#.]+/gu) ?? []).map((w) => stem(w.replace(/\.$/, ''))));

/** The draft as coverage reads it: its blocks, without a leading subject line for body checks. */
export type DraftBlocks = HtmlBlock[];

/** The body's blocks: a subject line is not part of the letter. */
export const bodyBlocks = (blocks: DraftBlocks): DraftBlocks =>
  blocks.length > 0 && SUBJECT_LINE.test(blocks[0]?.text ?? '') ? blocks.slice(1) : blocks;

export const paragraphCount = (blocks: DraftBlocks): number =>
  bodyBlocks(blocks).filter((block) => wordCount(block.text) >= PARAGRAPH_MIN_WORDS).length;

const normalizeWords = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Whether the body starts with the word or phrase the post asked for (case and punctuation aside). */
export function startsWith(blocks: DraftBlocks, phrase: string): boolean {
  const first = normalizeWords(bodyBlocks(blocks)[0]?.text ?? '');
  const wanted = normalizeWords(phrase);
  return wanted !== '' && (first === wanted || first.startsWith(`${wanted} `));
}

/** Enough of a topic's words: two when it has two or more, so one shared word ("brand") is not an answer. */
const mentionsTopic = (text: string, topic: string[]) => {
  if (topic.length === 0) return true;
  const stems = stemsOf(text);
  return topic.filter((word) => stems.has(stem(word))).length >= Math.min(2, topic.length);
};

/** Whether a draft does what one instruction of the post asks; attachments are always the freelancer's. */
export function instructionCovered(instruction: Instruction, blocks: DraftBlocks): boolean {
  const body = bodyBlocks(blocks);
  // The opening names the client's need; what answers their questions comes after it.
  const after = body.slice(1);
  switch (instruction.kind) {
    case 'startWord':
      return startsWith(blocks, instruction.value);
    case 'subjectLine': {
      const first = blocks[0]?.text ?? '';
      return (
        SUBJECT_LINE.test(first) &&
        (instruction.value === '' || normalizeWords(first).includes(normalizeWords(instruction.value)))
      );
    }
    case 'paragraphs':
      return paragraphCount(blocks) === Number(instruction.value);
    case 'attach':
      return false;
    case 'question': {
      const { item } = instruction;
      if (item) return after.some((block) => ITEM_CUES[item].test(block.text));
      return after.some((block) => mentionsTopic(block.text, instruction.topic));
    }
    case 'include': {
      const cue = ITEM_CUES[instruction.value as IncludeItem] ?? ITEM_CUES.other;
      return after.some((block) => cue.test(block.text) && mentionsTopic(block.text, instruction.topic));
    }
  }
}

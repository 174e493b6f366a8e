import {
  PROPOSAL_WORDS,
  escapeHtml,
  unsupportedSkills,
  wordCount,
  type ProposalLength,
  type ProposalTone,
} from '@quillbid/shared';
import type { Document, Element } from 'domhandler';
import { textContent } from 'domutils';
import { readJob, type JobReading } from '../analysis/read-job.js';
import { onlyAnnounces } from '../guards.js';
import type { WriterInput } from '../writer.js';
import { capitalise } from './english.js';
import { factsFor, type Facts } from './facts.js';
import { RANK, contentFor, type More, type SlotContent } from './fill.js';
import {
  answerParagraphs,
  closingParagraphs,
  fillerParagraphs,
  itemParagraphs,
  structuredBody,
  type Paragraph,
} from './layout.js';
import { opening as openingPart } from './sections.js';
import { snippetRole, type SnippetRole } from './snippets.js';
import {
  fillTemplate,
  insertAfter,
  insertBefore,
  paragraph,
  readTemplate,
  renderTemplate,
  type Slot,
} from './template.js';

export type ComposeInput = Omit<WriterInput, 'reading' | 'tone' | 'length'> & {
  reading?: JobReading;
  tone?: ProposalTone;
  length?: ProposalLength;
};

/** Where a draft aims inside its length band: the middle, where replies peak. */
const TARGET: Record<ProposalLength, number> = { short: 100, medium: 220, long: 370 };

/**
 * The offline writer: reads the post, then writes the proposal in its own sentences from that reading
 * and the profile, in the template's structure, or in the post's when it dictates one. Deterministic.
 */
export function composeOffline(input: ComposeInput): string {
  const reading = input.reading ?? readJob(input.job, { profiles: [input.profile] });
  const length = input.length ?? 'medium';
  const f = factsFor(reading, input.profile, { tone: input.tone ?? 'professional', length });
  const proposal = input.platform === 'UPWORK' && input.templateType === 'proposal';

  const { doc, slots } = readTemplate(input.templateDetail);
  // A template without a single snippet is the user's own fixed text: it goes out as written.
  if (slots.length === 0) return withSubjectAndStart(renderTemplate(doc), f);
  const roles = slots.map((slot) => snippetRole(slot.instruction));
  const dictated = proposal ? structuredBody(f) : null;
  const keepsOwnPlace = (role: SnippetRole | null) => role === 'clientName' || role === 'ownName';

  const contents: SlotContent[] = slots.map((slot, i) =>
    dictated && !keepsOwnPlace(roles[i] ?? null)
      ? { text: null, more: [] }
      : contentFor(roles[i] ?? null, f, slot, input.platform),
  );
  if (dictated) emptyBodyBlocks(slots, roles);

  const top: Paragraph[] = proposal && !dictated && !roles.includes('hook') ? [paragraphOf(openingPart(f), 1)] : [];
  const middle: Paragraph[] = dictated ?? [
    ...(proposal ? itemParagraphs(f, roles) : []),
    ...answerParagraphs(f),
    ...(proposal ? closingParagraphs(f, { question: !roles.includes('question') }) : []),
  ];

  // Sentences that would claim a skill the profile lacks are never written.
  const keep = (text: string) => unsupportedSkills(text, input.profile, reading.skills).length === 0;
  const segments = () => [...top, ...middle].flatMap((p) => p.segments);
  for (const holder of [...contents, ...segments()]) holder.more = holder.more.filter((m) => keep(m.text));
  for (const content of contents) content.before = content.before?.filter((m) => keep(m.text));
  for (const s of segments()) s.core = s.core.filter(keep);

  const taken = new Set<More>();
  if (proposal) {
    const words = fitLength(
      [...segments(), ...contents, ...contents.map((c) => ({ more: c.before ?? [] }))],
      staticWords(doc),
      taken,
      length,
    );
    // Still short: paragraphs the template has no place for, before the closing question. A long draft
    // takes them until it reaches its target; the others only to reach their band.
    const enough = length === 'long' ? TARGET.long : PROPOSAL_WORDS[length].min;
    if (words < enough && !(dictated && hasCount(f))) {
      const room = PROPOSAL_WORDS[length].max - words;
      const said = new Set(
        [...contents, ...segments()].flatMap((h) => [
          ...('text' in h ? [h.text ?? ''] : h.core),
          ...h.more.filter((m) => taken.has(m)).map((m) => m.text),
        ]),
      );
      const fillers = fillerParagraphs(f, roles, enough - words, room, said, keep);
      const closing = middle.findIndex((p) => p.closing);
      middle.splice(closing === -1 ? middle.length : closing, 0, ...fillers);
    }
  }

  const withMore = (holder: { more: More[] }) => holder.more.filter((m) => taken.has(m)).map((m) => m.text);
  fillTemplate(
    slots,
    contents.map((content, i) => ({
      text:
        content.text && slots[i]?.standalone
          ? [...withMore({ more: content.before ?? [] }), content.text, ...withMore(content)].join(' ')
          : content.text,
      after: slots[i]?.standalone ? [] : withMore(content),
    })),
  );
  // No sentence is said twice, even when two parts of the draft would both say it.
  const said = new Set(contents.flatMap((c) => [c.text ?? '', ...withMore(c)]));
  const render = (paragraphs: Paragraph[]) =>
    paragraphs
      .map((p) =>
        p.segments
          .flatMap((s) => [...s.core, ...withMore(s)])
          .filter((sentence) => !said.has(sentence) && said.add(sentence) !== null)
          .join(' '),
      )
      // An answer whose body was already said elsewhere would be left as "You asked about …" alone.
      .filter((text) => text.trim() !== '' && !onlyAnnounces(text))
      .map(paragraph);
  const opening = openingPlace(doc, slots, roles);
  if (opening.before) insertBefore(doc, opening.block, render(top));
  else insertAfter(doc, opening.block, render(top));
  const anchor = middleAnchor(doc, slots, roles, Boolean(dictated));
  if (anchor.before) insertBefore(doc, anchor.block, render(middle));
  else insertAfter(doc, anchor.block, render(middle));

  return withSubjectAndStart(renderTemplate(doc), f);
}

const paragraphOf = (part: { core: string[]; more: string[] }, rank: number): Paragraph => ({
  segments: [{ core: part.core, more: part.more.map((text, i) => ({ text, rank: rank + i })) }],
});

const hasCount = (f: Facts) => f.reading.instructions.some((i) => i.kind === 'paragraphs');

const staticWords = (doc: Document) => wordCount(textContent(doc).replace(/\{[^{}]*\}/g, ' '));

/** Takes optional sentences, the lowest rank first, until the draft reaches the middle of its band. */
function fitLength(
  holders: { text?: string | null; core?: string[]; more: More[] }[],
  base: number,
  taken: Set<More>,
  length: ProposalLength,
): number {
  const band = PROPOSAL_WORDS[length];
  let total = base + holders.reduce((n, h) => n + wordCount(h.text ?? '') + wordCount((h.core ?? []).join(' ')), 0);
  // A sentence is said once, even when two parts could both add it.
  const said = new Set(holders.flatMap((h) => [h.text ?? '', ...(h.core ?? [])]));
  const options = holders.flatMap((holder) => holder.more).sort((a, b) => a.rank - b.rank);
  for (const more of options) {
    // A relevant project's result goes in whenever it fits the band, even past the target.
    if (total >= TARGET[length] && more.rank > RANK.provenResult) break;
    const n = wordCount(more.text);
    if (total + n > band.max || said.has(more.text)) continue;
    taken.add(more);
    said.add(more.text);
    total += n;
  }
  return total;
}

/** When the post dictates the paragraphs, the template keeps only its greeting and its sign-off. */
function emptyBodyBlocks(slots: Slot[], roles: (SnippetRole | null)[]) {
  const kept = new Set(slots.filter((_, i) => roles[i] === 'clientName' || roles[i] === 'ownName').map((s) => s.block));
  for (const slot of slots) if (slot.block && !kept.has(slot.block)) slot.block.children = [];
}

const blockWith = (slots: Slot[], roles: (SnippetRole | null)[], role: SnippetRole) =>
  slots[roles.indexOf(role)]?.block ?? null;

const SIGN_OFF =
  /^\s*(?:best|regards|kind regards|best regards|warm regards|thanks|thank you|cheers|sincerely|all the best|talk soon)\b/i;
const GREETING = /^\s*(?:hi|hello|hey|dear|greetings|good (?:morning|afternoon|evening))\b/i;

/** Where an opening the template lacks goes: after its greeting ("Hi {client name},", "Hello!"), else first. */
function openingPlace(
  doc: Document,
  slots: Slot[],
  roles: (SnippetRole | null)[],
): { block: Element | null; before: boolean } {
  const first = doc.children.find((node): node is Element => node.type === 'tag') ?? null;
  const greets =
    first !== null &&
    (first === blockWith(slots, roles, 'clientName') ||
      (GREETING.test(textContent(first)) && wordCount(textContent(first)) <= 8));
  return greets ? { block: first, before: false } : { block: first, before: true };
}

/**
 * Answers and the close go after the paragraph that asks for answers, else before the closing question,
 * else before the sign-off; a dictated body goes before the sign-off.
 */
function middleAnchor(
  doc: Document,
  slots: Slot[],
  roles: (SnippetRole | null)[],
  dictated: boolean,
): { block: Element | null; before: boolean } {
  if (!dictated && roles.includes('answers')) return { block: blockWith(slots, roles, 'answers'), before: false };
  if (!dictated && roles.includes('question')) return { block: blockWith(slots, roles, 'question'), before: true };
  const signOff = blockWith(slots, roles, 'ownName');
  // "Hello! {My first name} here." names the freelancer in the greeting, not in a sign-off.
  const isFirst = signOff !== null && signOff.parent?.children.find((node) => node.type === 'tag') === signOff;
  if (signOff && !isFirst) return { block: signOff, before: true };
  // A sign-off the user wrote out ("Best, Grace") ends the letter as well.
  const blocks = doc.children.filter((node): node is Element => node.type === 'tag');
  const last = blocks[blocks.length - 1];
  if (last && blocks.length > 1 && SIGN_OFF.test(textContent(last)) && wordCount(textContent(last)) <= 5)
    return { block: last, before: true };
  return { block: null, before: false };
}

/** A subject line first when the post asks for one, then the word the post asks proposals to start with. */
function withSubjectAndStart(html: string, f: Facts): string {
  const subject = f.reading.instructions.find((i) => i.kind === 'subjectLine');
  const start = f.reading.instructions.find((i) => i.kind === 'startWord');
  let out = html;
  if (start) {
    const word = escapeHtml(capitalise(start.value.trim().replace(/[.!?,;:]+$/, '')));
    // Before a greeting ("Hi there,") the word stands on its own line; otherwise it opens the first sentence.
    const greeting = /^<p>[^<]{0,30},<\/p>/.test(out);
    out = /^<p>/.test(out) && !greeting ? out.replace(/^<p>/, `<p>${word}. `) : `<p>${word}.</p>${out}`;
  }
  if (subject) out = `<p>Subject: ${escapeHtml(subject.value.trim() || capitalise(f.thing.doing))}</p>${out}`;
  return out;
}

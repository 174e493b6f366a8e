import { wordCount, type Instruction } from '@quillbid/shared';
import { answer, projectFor, requestedItem } from './answers.js';
import type { Facts } from './facts.js';
import type { More } from './fill.js';
import {
  closingQuestion,
  goalLine,
  handoverLine,
  interestLine,
  kickoffLine,
  languageLine,
  offerLine,
  opening,
  proof,
  qualityLine,
  laterSteps,
  secondInsight,
  secondProof,
  skillsLine,
  steps,
  summaryLines,
  updatesLine,
} from './sections.js';
import type { SnippetRole } from './snippets.js';

/** A run of sentences: what it must say, and what it may add when the draft is short. */
export type Segment = { core: string[]; more: More[] };
/** A paragraph the writer adds itself: its segments in reading order; `closing` ends the letter. */
export type Paragraph = { segments: Segment[]; closing?: boolean };

const segment = (core: string[], more: string[] = [], rank = 3): Segment => ({
  core: core.filter(Boolean),
  more: more.filter(Boolean).map((text, i) => ({ text, rank: rank + i })),
});
const of = (core: string[], more: string[] = [], rank = 3): Paragraph => ({ segments: [segment(core, more, rank)] });

/** Answers to the post's questions, a paragraph each. */
export function answerParagraphs(f: Facts): Paragraph[] {
  return f.reading.questions
    .map((question) => answer(f, question))
    .filter((lines): lines is string[] => lines !== null && lines.some(Boolean))
    .map((lines) => of(lines));
}

/** The close: one question, and a word about the language when the post is not in English. */
export function closingParagraphs(f: Facts, { question }: { question: boolean }): Paragraph[] {
  const note = languageLine(f);
  if (!question) return note ? [{ ...of([note]), closing: true }] : [];
  // The offer may come first; the question always ends the letter.
  return [{ segments: [segment(note ? [note] : [], [offerLine(f)], 9), segment([closingQuestion(f)])], closing: true }];
}

/** Paragraphs for a template too short for the length chosen, in the order they read best. */
export function fillerParagraphs(
  f: Facts,
  roles: (SnippetRole | null)[],
  needed: number,
  room: number,
  said: Set<string>,
  keep: (sentence: string) => boolean,
): Paragraph[] {
  const candidates: string[][] = [];
  if (!roles.includes('steps')) candidates.push(steps(f).core);
  // A project an answer already described is not introduced a second time.
  const cited = f.projects[0] !== undefined && f.said.projects.has(f.projects[0].name);
  if (!roles.includes('proof') && !roles.includes('fit') && !cited) candidates.push(proof(f).core);
  candidates.push(
    [kickoffLine(f), updatesLine(f)],
    secondProof(f, f.projects[0]?.name),
    [goalLine(f), interestLine(f)],
    [qualityLine(f), handoverLine(f)],
    summaryLines(f),
    [laterSteps(f)],
    [secondInsight(f)],
  );
  const out: Paragraph[] = [];
  let added = 0;
  for (const all of candidates) {
    const lines = all.filter((line) => line && !said.has(line) && keep(line));
    const n = wordCount(lines.join(' '));
    if (added >= needed) break;
    if (n === 0 || added + n > room) continue;
    lines.forEach((line) => said.add(line));
    out.push(of(lines));
    added += n;
  }
  return out;
}

/**
 * Paragraphs for the items a post asks proposals to include, when the template leads the structure:
 * only those its own snippets do not already cover (a proof snippet covers "relevant experience").
 */
export function itemParagraphs(f: Facts, roles: (SnippetRole | null)[]): Paragraph[] {
  const covered: Record<string, SnippetRole[]> = {
    experience: ['proof', 'fit'],
    portfolio: ['proof', 'fit', 'portfolio'],
    approach: ['steps'],
    interest: ['interest'],
  };
  return f.reading.instructions
    .filter((i) => i.kind === 'include' && !(covered[i.value] ?? []).some((role) => roles.includes(role)))
    .map((item) => ({ item, lines: requestedItem(f, item) }))
    .filter((entry): entry is { item: Instruction; lines: string[] } => entry.lines !== null && entry.lines.length > 0)
    .map(({ item, lines }) => of(lines, moreFor(f, item)));
}

/** What a paragraph on a requested item may add when the draft is short. */
function moreFor(f: Facts, item: Instruction): string[] {
  switch (item.value) {
    case 'experience':
    case 'portfolio':
      return [skillsLine(f), ...secondProof(f, projectFor(f, item)?.name)];
    case 'interest':
      return [opening(f).more[0] ?? '', kickoffLine(f)];
    case 'approach':
    case 'timeline':
      return [updatesLine(f), kickoffLine(f)];
    default:
      return [kickoffLine(f)];
  }
}

const pricingInBid = 'The price for the whole scope is in my bid, and I am happy to split it into milestones.';

/**
 * The body for a post that dictates its structure: a number of paragraphs, or a list of items to cover.
 * The opening comes first, the proof unless an item gives it, a paragraph per item in the post's order,
 * the answers and the close. Null when the post dictates nothing.
 */
export function structuredBody(f: Facts): Paragraph[] | null {
  const count = f.reading.instructions.find((i) => i.kind === 'paragraphs');
  const items = f.reading.instructions.filter((i): i is Instruction => i.kind === 'include');
  if (!count && items.length < 2) return null;
  const wanted = count ? Number(count.value) : null;

  const open = opening(f);
  const itemParagraphs = items
    .map((item) => ({
      item,
      lines: requestedItem(f, item) ?? (item.value === 'pricing' && wanted ? [pricingInBid] : null),
    }))
    .filter((entry): entry is { item: Instruction; lines: string[] } => entry.lines !== null && entry.lines.length > 0)
    .map(({ item, lines }) => of(lines, moreFor(f, item)));
  const provesItself = items.some((i) => i.writable && (i.value === 'experience' || i.value === 'portfolio'));
  const explainsItself = items.some((i) => i.writable && i.value === 'approach');
  let paragraphs: Paragraph[] = [
    of(open.core, open.more, 1),
    ...(provesItself ? [] : [of(proof(f).core, proof(f).more, 2)]),
    ...(explainsItself || wanted ? [] : [of(steps(f).core, steps(f).more, 4)]),
    ...itemParagraphs,
    ...answerParagraphs(f),
    ...closingParagraphs(f, { question: true }),
  ];
  if (!wanted) return paragraphs;

  // Exactly the count asked for: merge from the end, or add the steps and more until it fits.
  while (paragraphs.length > wanted && paragraphs.length > 1) {
    const last = paragraphs.pop() as Paragraph;
    const previous = paragraphs[paragraphs.length - 1] as Paragraph;
    paragraphs[paragraphs.length - 1] = {
      segments: [...previous.segments, ...last.segments],
      closing: previous.closing || last.closing,
    };
  }
  const extras = [of(steps(f).core, steps(f).more, 4), of([kickoffLine(f)]), of([interestLine(f)])];
  for (const extra of extras) {
    if (paragraphs.length >= wanted) break;
    paragraphs = [...paragraphs.slice(0, -1), extra, ...paragraphs.slice(-1)];
  }
  return paragraphs;
}

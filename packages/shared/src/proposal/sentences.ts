/** Sentences of a draft's text (our own prose, not a client's post: see `sentences` in job/text for those). */

// Abbreviations whose full stop does not end a sentence.
const ABBREVIATION = /\b(?:e\.g|i\.e|etc|vs|approx|incl|Mr|Mrs|Ms|Dr|St|No|Inc|Ltd|Co)\.$/i;

export type Span = { start: number; end: number };

/** Where each sentence of `text` starts and ends; together the spans cover every non-space character. */
export function sentenceSpans(text: string): Span[] {
  const spans: Span[] = [];
  const boundary = /[.!?…]+["”’)\]]*(?=\s+|$)/g;
  let start = 0;
  for (const match of text.matchAll(boundary)) {
    const end = match.index + match[0].length;
    const before = text.slice(start, end);
    if (ABBREVIATION.test(before) || /\b(?:[A-Za-z]\.){2,}$/.test(before)) continue;
    // "2.1%" and "v2.0" have no space after the stop, so the lookahead already skips them.
    pushSpan(text, spans, start, end);
    start = end;
  }
  pushSpan(text, spans, start, text.length);
  return spans;
}

function pushSpan(text: string, spans: Span[], start: number, end: number) {
  let from = start;
  while (from < end && /\s/.test(text.charAt(from))) from += 1;
  if (from < end) spans.push({ start: from, end });
}

export const draftSentences = (text: string): string[] =>
  sentenceSpans(text).map(({ start, end }) => text.slice(start, end).trim());

/** Whether a sentence speaks of the freelancer ("I built…", "my work…"), not of the client ("you need…"). */
export const aboutFreelancer = (sentence: string): boolean =>
  /\b(?:I|I'm|I’m|I've|I’ve|I'd|I’d|I'll|I’ll)\b/.test(sentence) ||
  /\b(?:my|me|mine|myself|we|our|us)\b/i.test(sentence);

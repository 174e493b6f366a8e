import { PLATFORM_SKILLS, htmlBlocks, termMatcher, type JobAnalysis, type PreSendCheck } from '@quillbid/shared';
import type { FixtureInstruction } from './fixtures.js';

/** A share in percent; of nothing, all of it (no post asked, none missed). */
export const pct = (n: number, of: number) => (of === 0 ? 100 : (100 * n) / of);

/** A row of the report: a measure beside its threshold. */
export type Row = { name: string; value: number; unit: string; pass: boolean; threshold: string };

/** Whether a share's threshold names the count it is a share of, as "(of 68)"; it does unless told not to. */
type Base = { showBase?: boolean };
const ofBase = (base: number, { showBase = true }: Base) => (showBase ? ` (of ${base})` : '');

/** A share, in percent, of `base` that must reach `floor`. */
export const atLeast = (name: string, n: number, base: number, floor: number, options: Base = {}): Row => ({
  name,
  value: pct(n, base),
  unit: '%',
  pass: pct(n, base) >= floor,
  threshold: `≥ ${floor} %${ofBase(base, options)}`,
});

/** A share, in percent, of `base` that must be all of it: one miss fails. */
export const allOf = (name: string, n: number, base: number, options: Base = {}): Row => ({
  name,
  value: pct(n, base),
  unit: '%',
  pass: n === base,
  threshold: `= 100 %${ofBase(base, options)}`,
});

/** A count of faults, of which none is allowed; `note` adds context to the threshold. */
export const none = (name: string, count: number, note?: string): Row => ({
  name,
  value: count,
  unit: '',
  pass: count === 0,
  threshold: note ? `= 0 (${note})` : '= 0',
});

/**
 * The evaluation's own measures of a draft. They read the draft as a client would and do not reuse the
 * writer's or the pre-send check's rules, so a writer bug cannot hide behind a matching check bug.
 */

const tokens = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [];

/** The longest run of consecutive words the draft shares with the post. */
export function longestCopiedRun(draft: string, post: string): number {
  const postTokens = tokens(post);
  const draftTokens = tokens(draft);
  const at = new Map<string, number[]>();
  postTokens.forEach((word, i) => at.set(word, [...(at.get(word) ?? []), i]));
  let best = 0;
  for (let i = 0; i < draftTokens.length; i += 1) {
    for (const j of at.get(draftTokens[i] ?? '') ?? []) {
      let n = 0;
      while (draftTokens[i + n] !== undefined && draftTokens[i + n] === postTokens[j + n]) n += 1;
      best = Math.max(best, n);
    }
  }
  return best;
}

/** The text a client's list shows first: the draft's opening characters, on one line. */
export const preview = (html: string, characters = 230) =>
  htmlBlocks(html)
    .map((b) => b.text)
    .join(' ')
    .slice(0, characters);

/** Whether a text names a need: every word of the term, matched on its first five letters. */
export function namesNeed(text: string, need: string[]): boolean {
  const words = tokens(text);
  return need.some((term) =>
    tokens(term).every((part) => words.some((word) => word.startsWith(part.slice(0, Math.min(5, part.length))))),
  );
}

const bodyBlocks = (html: string) => {
  const blocks = htmlBlocks(html);
  return /^subject\s*:/i.test(blocks[0]?.text ?? '') ? blocks.slice(1) : blocks;
};

const STOP = new Set(
  'a an the and or of to in on for with your you we our us is are be this that it do does have has what which how when who why would could can will any me my i their they them there please tell about before ever worked work used use experience similar past previous example examples give share'.split(
    ' ',
  ),
);
const contentWords = (text: string) => tokens(text).filter((w) => w.length > 2 && !STOP.has(w));

/** Questions whose answer names its subject by itself ("My rate is…", "I am based in…"), or asks for a method. */
const SELF_ANSWERING =
  /\b(?:rate|price|pricing|charge|fee|budget|how much|start|available|availability|how long|how many (?:hours|days|weeks)|timeline|deadline|how soon|where are you|based|time ?zone|approach|process|first steps?|prioriti[sz]e)\b/i;

const TOOLS_ASKED = /\b(?:tools?|software|apps|platforms?|stack)\b/i;
const namesProduct = (answer: string) => PLATFORM_SKILLS.some(termMatcher(answer));

/**
 * Whether an answer is about what its question asks: it shares a content word with it (on the first five
 * letters). "Biggest LCP improvement on Shopify?" answered with a billing project is not.
 */
export function onSubject(question: string, answer: string): boolean {
  if (SELF_ANSWERING.test(question)) return true;
  // "What software do you use?" is answered by names of products, which share no word with it.
  if (TOOLS_ASKED.test(question) && namesProduct(answer)) return true;
  const said = tokens(answer);
  return contentWords(question).some((word) => said.some((other) => other.startsWith(word.slice(0, 5))));
}

/** Cues of each kind of requested item, our own list. */
const ITEM_CUES: Record<string, RegExp> = {
  pricing: /\b(?:price|pricing|rate|quote|cost|fee|bid|budget|\$\d)/i,
  availability: /\b(?:availab|start|hours a week|hours per week|schedule)/i,
  timeline: /\b(?:timeline|deadline|days|weeks|milestone|turnaround)/i,
  experience: /\b(?:years|project|worked|built|designed|wrote|ran|managed|delivered|experience)/i,
  approach: /\b(?:I would|first|then|steps|plan|approach)/i,
  portfolio: /\b(?:example|portfolio|https?:\/\/|project)/i,
  tools: /\b(?:tools?|work with|use)\b/i,
  location: /\b(?:based in|located|time zone)/i,
  interest: /\b(?:interest|enjoy|like|draws|appeal|excit)/i,
};

/** Whether the draft does what a post's instruction asks, by the evaluation's reading. */
export function followed(instruction: FixtureInstruction, html: string): boolean {
  const body = bodyBlocks(html);
  const text = body.map((b) => b.text).join(' ');
  const first = htmlBlocks(html)[0]?.text ?? '';
  switch (instruction.kind) {
    case 'startWord': {
      const wanted = tokens(String(instruction.value));
      const start = tokens(body[0]?.text ?? '').slice(0, wanted.length);
      return wanted.length > 0 && wanted.every((word, i) => start[i] === word);
    }
    case 'subjectLine':
      return (
        /^subject\s*:/i.test(first) &&
        (!instruction.value || first.toLowerCase().includes(String(instruction.value).toLowerCase()))
      );
    case 'paragraphs':
      return body.filter((b) => b.text.split(/\s+/).length >= 6).length === Number(instruction.value);
    case 'attach':
      return false; // a file or a link the freelancer must add: only the check can say so
    case 'question': {
      const wanted = contentWords(instruction.text ?? '');
      const answers = body.slice(1).map((b) => new Set(contentWords(b.text).map((w) => w.slice(0, 5))));
      const hits = (block: Set<string>) => wanted.filter((w) => block.has(w.slice(0, 5))).length;
      return wanted.length > 0 && answers.some((block) => hits(block) >= Math.min(2, wanted.length));
    }
    case 'include': {
      const cue = ITEM_CUES[String(instruction.value)];
      if (cue) return cue.test(text);
      // An item with nothing to look for ("who you are") cannot be checked by its words.
      const wanted = contentWords(instruction.text ?? '').filter((w) => w !== 'paragraph');
      return wanted.length === 0 || wanted.some((w) => text.toLowerCase().includes(w));
    }
  }
}

/** The analysis's instruction that stands for one of the post's, if it found it. */
export function detected(instruction: FixtureInstruction, analysis: JobAnalysis) {
  const overlap = (a: string, b: string) => {
    const x = new Set(contentWords(a));
    const y = contentWords(b);
    return y.filter((w) => x.has(w)).length / Math.max(1, Math.min(x.size, y.length));
  };
  return analysis.instructions.find((found) => {
    switch (instruction.kind) {
      case 'startWord':
        return (
          found.kind === 'startWord' && tokens(found.value).join(' ') === tokens(String(instruction.value)).join(' ')
        );
      case 'subjectLine':
        return found.kind === 'subjectLine';
      case 'paragraphs':
        return found.kind === 'paragraphs' && Number(found.value) === Number(instruction.value);
      case 'question':
        return (
          (found.kind === 'question' || found.kind === 'include') &&
          Math.max(overlap(found.value, instruction.text ?? ''), overlap(found.quote, instruction.text ?? '')) >= 0.5
        );
      case 'include':
      case 'attach':
        return (
          (found.kind === 'include' || found.kind === 'attach' || found.kind === 'question') &&
          (found.value === instruction.value || overlap(found.quote, instruction.text ?? '') >= 0.5)
        );
    }
  });
}

/** Followed by the draft, or listed by the pre-send check as not covered or as the freelancer's to do. */
export function followedOrListed(
  instruction: FixtureInstruction,
  html: string,
  analysis: JobAnalysis,
  check: PreSendCheck,
) {
  if (followed(instruction, html)) return true;
  const found = detected(instruction, analysis);
  if (!found) return false;
  const status = check.instructions.find(
    (entry) => entry.instruction === found || entry.instruction.quote === found.quote,
  )?.status;
  return status === 'missing' || status === 'yours';
}

/** Small, dependency-free text tools shared by job fit (in the browser) and the offline writer (on the server). */

import { rememberedByText } from '../remembered.js';

const STOPWORDS = new Set(
  `a about above after again all also am an and any are as at be because been before being below between both but by
  can could did do does doing done down during each even ever every few for from further get got had has have having he
  her here hers him his how i if in into is it its itself just know like look looking make may me more most much must my
  need needs new no nor not now of off on once one only or other our out over own per please project really same see
  she should so some someone something such than that the their them then there these they this those through to too
  under until up us use using very want wants was way we well were what when where which while who whom why will with
  within without work working would you your yours job jobs client clients team help able experience experienced
  good great strong years year etc looking seeking candidate freelancer freelancers hire hiring role position start
  asap long term short time hours week weeks month months day days budget fixed price rate hourly
  developer developers designer designers writer writers engineer engineers expert experts specialist
  specialists consultant someone person people professional thing things`.split(/\s+/),
);

/** Lower case, `.js` joined to its name, every run of other characters one space. */
function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/\.js\b/g, 'js')
    .replace(/[^a-z0-9+#]+/g, ' ')
    .trim();
}

/**
 * A skill or other term in the form terms are compared in (`normalize`). Terms come from a vocabulary of a
 * few thousand skills and are tested against every sentence of every post and draft: each is normalised once.
 */
export const normalizeTerm = rememberedByText(normalize, 20_000);

/** Lower-case words of three or more letters (or tech words like c#, c++, go), without stopwords. */
export function keywords(text: string): string[] {
  const words = text.toLowerCase().match(/[a-z][a-z0-9+#.]*[a-z0-9+#]|[a-z]/g) ?? [];
  return words
    .map((word) => word.replace(/\.$/, ''))
    .filter(
      (word) =>
        (word.length >= 3 || ['go', 'c#', 'c++', 'ui', 'ux', 'ai', 'qa', 'r'].includes(word)) && !STOPWORDS.has(word),
    );
}

const BULLET = /^(?:[-*•·]|\d+[.)])\s+/;
const GREETING_LINE = /^(?:hi|hello|hey|dear|greetings)(?:\s+[a-z]+)?\s*[,.!]?$/i;
const GREETING_LEAD = /^(?:hi|hello|hey)(?: there| all| everyone)?[,!]\s*/i;

/**
 * A post's sentences: lines, sentence ends and list items. An introduction ending in ':' is joined to
 * its first list item ("We need someone to:" + "- audit the theme" → one sentence). Reading a job post,
 * `dropGreetings` leaves out "Hi there," and the like.
 */
export function sentences(text: string, { dropGreetings = false } = {}): string[] {
  const out: string[] = [];
  let intro: string | null = null;
  for (const line of text.split(/\n+/).map((l) => l.trim())) {
    if (line === '' || (dropGreetings && GREETING_LINE.test(line))) continue;
    const bullet = BULLET.exec(line);
    if (bullet) {
      const item = line.slice(bullet[0].length);
      out.push(intro ? `${intro} ${item}` : item);
      intro = null;
      continue;
    }
    if (intro) out.push(`${intro}:`);
    intro = null;
    const parts = (dropGreetings ? line.replace(GREETING_LEAD, '') : line).split(/(?<=[.!?])\s+/);
    parts.forEach((part, index) => {
      if (index === parts.length - 1 && part.endsWith(':')) intro = part.slice(0, -1);
      else out.push(part);
    });
  }
  if (intro) out.push(`${intro}:`);
  return out.map((sentence) => sentence.replace(/\s+/g, ' ').trim()).filter((sentence) => sentence.length > 0);
}

/**
 * Skills spelled like everyday words ("go live", "excel at", "R$ 150") count only as written: capitalised,
 * and not as part of a longer word or an amount.
 */
const AS_WRITTEN: Record<string, RegExp> = {
  go: /(?<![\w.-])(?:Go(?![\w-])(?! (?:live|ahead|to|through|over|back|out|for|with)\b)|[Gg]olang)/,
  r: /(?<![\w.$&'’-])R(?![\w$&'’.-])/,
  excel: /\b(?:MS |Microsoft )?Excel\b/,
  notion: /\bNotion\b/,
  swift: /\bSwift(?:UI)?\b/,
  spring: /\bSpring(?: Boot)?\b/,
  express: /\bExpress(?:\.js|JS)?\b|\bexpress\.js\b/i,
  spark: /\b(?:Apache )?Spark\b/,
  unity: /\bUnity\b/,
  apollo: /\bApollo\b/,
  rust: /\bRust\b/,
  framer: /\bFramer\b/,
  sketch: /\bSketch\b/,
  liquid: /\bLiquid\b/,
  looker: /\bLooker\b/,
  bubble: /\bBubble(?:\.io)?\b/,
  discord: /\bDiscord\b/,
  editing: /\bediting\b/i,
  // Posts write the framework in lower case too; the verb ("a draft for you to react to") is not it.
  react: /\breact(?:\.?js)?\b(?!\s+(?:to|quickly|badly|accordingly|differently|emotionally|in time)\b)/i,
  // Acronyms that are everyday words in lower case ("the rest of it").
  rest: /\bREST(?:ful)?\b/,
  api: /\bAPIs?\b/,
};

/** A text read once for term lookups: its normalised words, and the same with spaces at both ends. */
type Read = { text: string; words: Set<string>; haystack: string };

function readText(text: string): Read {
  const normal = normalize(text);
  return { text, words: new Set(normal.split(' ')), haystack: ` ${normal} ` };
}

/**
 * Writing one proposal tests the same sentences of the post and the draft from many checks (skills, fit,
 * claims, coverage), so most reads are of a text read a moment before: texts read lately are kept, up to
 * 200,000 characters of them.
 */
const read = rememberedByText(readText, 200_000, (text) => text.length);

/** Short names a product goes by: bookkeepers write QuickBooks Online as "QBO". */
const ALIASES: Record<string, RegExp> = {
  quickbooks: /\bqbo\b/i,
  'quickbooks online': /\bqbo\b/i,
};

/** Whether the read text names a normalised term: the one rule behind `termMatcher` and `termsNamed`. */
function names(read: Read, needle: string): boolean {
  if (ALIASES[needle]?.test(read.text)) return true;
  const present = needle.includes(' ') ? read.haystack.includes(` ${needle} `) : read.words.has(needle);
  if (needle === '' || (!present && !(needle === 'go' && /golang/i.test(read.text)))) return false;
  const written = AS_WRITTEN[needle];
  return written ? written.test(read.text) : true;
}

/** Tests many terms against one text, normalising the text once; a one-word term is a set lookup. */
export function termMatcher(text: string): (term: string) => boolean {
  const once = read(text);
  return (term) => names(once, normalizeTerm(term));
}

/** A fixed list of terms, each normalised term once, filed under its first word. */
export type TermIndex = Map<string, { term: string; needle: string; position: number }[]>;

export function termIndex(terms: readonly string[]): TermIndex {
  const index: TermIndex = new Map();
  const seen = new Set<string>();
  terms.forEach((term, position) => {
    const needle = normalizeTerm(term);
    if (needle === '' || seen.has(needle)) return;
    seen.add(needle);
    const first = needle.split(' ')[0] ?? '';
    index.set(first, [...(index.get(first) ?? []), { term, needle, position }]);
  });
  return index;
}

/**
 * The indexed terms a text names, in the list's order: what filtering the list with `termMatcher(text)`
 * gives, found from the text's own words instead of testing every term of the list.
 */
export function termsNamed(text: string, index: TermIndex): string[] {
  const once = read(text);
  const firsts = /golang/i.test(text) ? new Set([...once.words, 'go']) : once.words;
  const found: { term: string; position: number }[] = [];
  for (const word of firsts) {
    for (const entry of index.get(word) ?? []) if (names(once, entry.needle)) found.push(entry);
  }
  return found.sort((a, b) => a.position - b.position).map((entry) => entry.term);
}

/** `text` matched literally inside a regular expression. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text without a term's occurrences: "React Native" taken out leaves no "React" behind. */
export function withoutTerm(text: string, term: string): string {
  const words = term.split(/\s+/).map(escapeRegExp);
  return text.replace(new RegExp(`(?<![\\w])${words.join('[\\s-]+')}(?![\\w])`, 'gi'), ' ');
}

/** Whether `term` (a skill, possibly several words) appears in `text` as whole words. */
export function mentions(text: string, term: string): boolean {
  return termMatcher(text)(term);
}

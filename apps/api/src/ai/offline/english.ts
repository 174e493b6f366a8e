import indefinite from 'indefinite';
import { KNOWN_SKILLS, PLATFORM_SKILLS, escapeRegExp } from '@quillbid/shared';

/** Small pieces of English grammar the composer needs to put its own sentences together correctly. */

export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** "Speeding up…" → "speeding up…" for the middle of a sentence; "I", names and "SaaS" stay as they are. */
export function lowerFirst(text: string): string {
  const first = /^\S+/.exec(text)?.[0] ?? '';
  if (first === 'I' || /^I['’]/.test(first) || /^“/.test(first)) return text;
  const word = first.replace(/[^\p{L}]/gu, '');
  // "Series A startup", "Plan B": a lone capital after the word makes the two one name.
  const named = /^\S+\s+\p{Lu}(?![\p{L}\d/])/u.test(text) && word !== 'A';
  return (/^[A-Z][a-z]+$/.test(word) || word === 'A') && !PROPER.has(word) && !named
    ? text.charAt(0).toLowerCase() + text.slice(1)
    : text;
}

/** Ends a sentence with a full stop unless it already ends with punctuation. */
export const sentence = (text: string): string => {
  const trimmed = capitalise(text.trim());
  return /[.!?…]["”’)]?$/.test(trimmed) ? trimmed : `${trimmed.replace(/[,;:\s]+$/, '')}.`;
};

export const withoutStop = (text: string): string => text.trim().replace(/[.!?;:,]+$/, '');

/** "a, b and c" */
export function list(items: string[], conjunction = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/** "an SEO audit", "a UX review", "an hour": the article a reader expects, acronyms included. */
// "REST" is said as a word: "a REST API project", where a spelled-out acronym takes "an" ("an SEO audit").
export const withA = (noun: string): string => (/^REST\b/.test(noun) ? `a ${noun}` : indefinite(noun));

// Words that name a product only together with another ("Google Sheets", "Power BI"); alone, everyday words.
const EVERYDAY = new Set([
  'Power',
  'Sales',
  'Navigator',
  'Pro',
  'After',
  'Effects',
  'Final',
  'Cut',
  'Native',
  'Ads',
  'Sheets',
  'Resolve',
  'Premiere',
  'Analytics',
]);

/**
 * Single words that are names wherever they stand in a sentence: the words of named products and
 * platforms, and languages, places and brands that are not skills.
 */
const PROPER = new Set([
  ...PLATFORM_SKILLS.flatMap((skill) => skill.split(/\s+/)).filter(
    (word) => /^[A-Z]/.test(word) && !EVERYDAY.has(word),
  ),
  ...['YouTube', 'Instagram', 'Pinterest', 'Etsy', 'Slack', 'Telegram', 'WhatsApp', 'Gmail', 'Outlook'],
  ...['Microsoft', 'Apple', 'Lighthouse', 'Vercel', 'Netlify', 'Heroku', 'Postgres', 'Amazon', 'Chrome'],
  ...['English', 'Spanish', 'French', 'German', 'Portuguese', 'Italian', 'Dutch', 'Polish', 'Japanese'],
  ...['Chinese', 'Korean', 'Arabic', 'Russian', 'Turkish', 'Swedish', 'European', 'American', 'British'],
]);

/** Names of more than one word ("Power BI", "Looker Studio"): kept whole, whatever their words alone would be. */
const NAMES = [
  ...KNOWN_SKILLS.filter((skill) => skill.includes(' ') && skill.split(' ').every((word) => /^[A-Z0-9]/.test(word))),
  'Looker Studio',
  'Google Search Console',
  'Search Console',
  'Google Tag Manager',
  'Tag Manager',
  'Microsoft Excel',
  'Google Workspace',
  'Shopify Plus',
  'Seller Central',
  'Google Business Profile',
  'Core Web Vitals',
].sort((a, b) => b.length - a.length);

// Stands in for a kept name while the words around it are put in sentence case.
const MARK = '\u2063';

/**
 * A profile's value as it reads inside a sentence: "Full-stack Developer" → "full-stack developer",
 * "E-commerce support" → "e-commerce support", while "SaaS", "Power BI", "Shopify" and "UX" stay.
 */
// Skills that name something done or made rather than something used: "cold calling", "calendar
// management", "SEO", "explainer videos". A tool mistaken for one only gets a line that fits both.
const ACTIVITY =
  /(?:\w{3}ing|ment|entry|research|generation|support|service|care|assistance|video|analysis|strategy|marketing|tion|design|development|graphics|statistics|copy|content|writing|tax(?:es)?|payroll|compliance|reporting|payable|receivable|SEO|SEM|PPC|UX|\s[a-z]+s)$/i;

/** Whether a skill is an activity ("I do cold calling"), not a tool ("I use Figma", "I use Notion"). */
export const isActivity = (skill: string): boolean => !PROPER.has(skill.trim()) && ACTIVITY.test(skill.trim());

export function inSentence(value: string): string {
  const kept: string[] = [];
  let text = value.trim();
  // A value that starts with a product's name is that product's name: "QuickBooks Online", "Shopify Plus".
  if (PROPER.has(text.split(/\s+/)[0] ?? '') && text.includes(' ')) return text;
  for (const name of NAMES) {
    text = text.replace(new RegExp(`\\b${escapeRegExp(name)}\\b`, 'g'), () => `${MARK}${kept.push(name) - 1}${MARK}`);
  }
  return text
    .split(/(\s+|-|\/)/)
    .map((part, i, parts) => {
      if (/^[A-Z]$/.test(part) && parts[i + 1] === '-') return part.toLowerCase(); // "E-commerce"
      if (!/^[A-Z][a-z]+$/.test(part)) return part; // acronyms, mixed case, lower case, separators
      return PROPER.has(part) ? part : part.toLowerCase();
    })
    .join('')
    .replace(new RegExp(`${MARK}(\\d+)${MARK}`, 'g'), (_, i: string) => kept[Number(i)] ?? '');
}

const IRREGULAR_PAST = new Set(
  `built made led ran wrote grew cut set took drove won rebuilt rewrote taught sold brought kept shot drew spent sent
  found gave got held paid put read split spun stood struck swept told thought understood began became broke chose did
  fed fought flew froze hit hung knew laid left lent let lit meant met overcame oversaw rode rose sang shut slept spoke
  stuck threw undertook underwent upheld woke wore wove withdrew shipped`.split(/\s+/),
);
// Words ending in "-ed" that start a noun phrase rather than say what was done.
const ED_ADJECTIVES = new Set(
  'automated customized customised embedded integrated dedicated advanced detailed animated illustrated curated sponsored red bed seed speed need feed shed'.split(
    ' ',
  ),
);

/** Whether a profile's project description starts with what was done ("Built…", "Cut…"), not a noun. */
export function startsWithPastVerb(text: string): boolean {
  const [first = '', second = ''] = text.trim().split(/\s+/);
  const word = first.toLowerCase().replace(/[^a-z]/g, '');
  if (IRREGULAR_PAST.has(word)) return true;
  if (!word.endsWith('ed')) return false;
  if (!ED_ADJECTIVES.has(word)) return true;
  // "Automated the weekly report" is a verb; "Automated reporting pipeline" a noun phrase.
  return /^(?:the|a|an|our|their|its|my|\d|all|over|about|more|weekly|daily|monthly)$/i.test(second);
}

/** "videos", "subtitles", but not "status" or "analysis". */
export const isPlural = (noun: string) => /[^s]s$/i.test(noun) && !/(?:us|is|ss)$/i.test(noun);

/** "a Stripe dashboard that…", but "subtitles for 28 videos": the article a noun phrase needs, if any. */
export function nounPhrase(phrase: string): string {
  if (/^(?:a|an|the|this|these|those|our|my|their|its|\d)/i.test(phrase)) return phrase;
  // A list ("inbox zero, calendars and CRM follow-ups") takes none: an article would join its first item alone.
  const beforeQualifier = phrase.split(/\s+(?:that|which|who|for|with|in|on|to|from|across|at|by|of)\s/)[0] ?? '';
  if (/,[^,]*\band\b/.test(beforeQualifier)) return phrase;
  const head =
    phrase
      .split(/\s+(?:that|which|who|for|with|in|on|to|from|across|at|by|of|and)\s|[,;(]/)[0]
      ?.trim()
      .split(/\s+/)
      .pop() ?? '';
  return isPlural(head) ? phrase : withA(phrase);
}

const STRESSED_LAST = new Set(['debug', 'submit', 'commit', 'admit', 'format', 'control', 'refer']);

/** The gerund of a verb phrase: "speed up" → "speeding up", "clean and analyze" → "cleaning and analyzing". */
export function gerund(verb: string): string {
  const both = /^(\w+) and (\w+)\b(.*)$/.exec(verb);
  if (both) return `${oneGerund(both[1] ?? '')} and ${oneGerund(both[2] ?? '')}${both[3] ?? ''}`;
  return oneGerund(verb);
}

function oneGerund(verb: string): string {
  const [head = '', ...rest] = verb.split(' ');
  const irregular: Record<string, string> = {
    set: 'setting',
    run: 'running',
    shoot: 'shooting',
    cut: 'cutting',
    get: 'getting',
    sort: 'sorting',
  };
  let ing = irregular[head];
  if (!ing) {
    if (/ie$/.test(head)) ing = `${head.slice(0, -2)}ying`;
    // "plan" → "planning", "debug" → "debugging": one vowel before a last consonant, stressed at the end.
    else if (/^[^aeiou]*[aeiou][b-df-hj-np-tvz]$/.test(head) || STRESSED_LAST.has(head))
      ing = `${head}${head.slice(-1)}ing`;
    else if (/[^aeiou]e$/.test(head) && head !== 'be') ing = `${head.slice(0, -1)}ing`;
    else ing = `${head}ing`;
  }
  return [ing, ...rest].join(' ');
}

const PAST_TO_BASE: Record<string, string> = {
  built: 'build',
  rebuilt: 'rebuild',
  done: 'do',
  made: 'make',
  run: 'run',
  written: 'write',
  'set up': 'set up',
  'worked on': 'work on',
};
/** "shipped" → "shipping", "built" → "building": a past form as the gerund of its verb. */
export const gerundOfPast = (past: string) => {
  const word = past.toLowerCase();
  return gerund(
    PAST_TO_BASE[word] ??
      word
        .replace(/ed$/, '')
        .replace(/([^aeiou])i$/, '$1y')
        .replace(/(at|it|iz|ag)$/, '$1e')
        // "used" → "use", "coded" → "code": a verb that doubles its consonant kept both ("planned" → "plann").
        .replace(/(^|[^aeiou])([aeiou][b-df-hj-np-tvz])$/, '$1$2e'),
  );
};

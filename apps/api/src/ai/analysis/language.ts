import { franc } from 'franc-min';
import type { JobLanguage } from '@quillbid/shared';

/** Languages job posts are commonly written in, by franc's ISO 639-3 code. */
const LANGUAGES: Record<string, { code: string; name: string }> = {
  eng: { code: 'en', name: 'English' },
  fra: { code: 'fr', name: 'French' },
  spa: { code: 'es', name: 'Spanish' },
  deu: { code: 'de', name: 'German' },
  por: { code: 'pt', name: 'Portuguese' },
  ita: { code: 'it', name: 'Italian' },
  nld: { code: 'nl', name: 'Dutch' },
  pol: { code: 'pl', name: 'Polish' },
  ron: { code: 'ro', name: 'Romanian' },
  tur: { code: 'tr', name: 'Turkish' },
  swe: { code: 'sv', name: 'Swedish' },
  ind: { code: 'id', name: 'Indonesian' },
};
const ONLY = Object.keys(LANGUAGES);

// Function words of each language (the ones the others rarely use): a line is told by them first,
// because trigrams misread short English lines as French or Dutch.
const FUNCTION_WORDS: Record<string, Set<string>> = {
  eng: new Set(
    'the and you your we our with for that this have has will be it can need looking must should please who what how would i my me of to are from or at by if just any get want job us they them been also very but when where which'.split(
      ' ',
    ),
  ),
  fra: new Set(
    'le les des du un une et est pour nous vous avec dans sur qui pas ne au aux ce cette notre votre sont être je mon ma nos vos chez très aussi sans mais donc car comme tout tous peut doit avoir fait faire leur leurs dont où merci bonjour'.split(
      ' ',
    ),
  ),
  spa: new Set(
    'el los las del una y es para con por nuestro nuestra sus somos buscamos tiene tienes como más necesitamos estamos mi muy también hay tiene tienen hace puede pueden debe será está están pero porque cuando donde nosotros usted ustedes este esta estos estas eso esa ese todo todos sobre hasta desde sin gracias hola'.split(
      ' ',
    ),
  ),
  por: new Set(
    'o os do da dos das um uma é para com por nosso nossa você são não em na precisamos seu sua muito também mas quando onde está estão tem têm pode deve ser ter fazer isso esse essa este esta pelo pela obrigado olá'.split(
      ' ',
    ),
  ),
  deu: new Set(
    'der die das und ist für mit wir sie ein eine nicht auf im den dem zu von unser unsere ihr ihre bitte sind auch oder wie sehr werden wird kann können muss müssen haben hat sein dass wenn aber über unter durch bei nach vor danke'.split(
      ' ',
    ),
  ),
  ita: new Set(
    'il lo gli della del è per con che un una non siamo nostro nostra cerchiamo sono alla di anche molto ma perché quando dove ha hanno può deve essere avere fare questo questa quello nel nella grazie'.split(
      ' ',
    ),
  ),
  nld: new Set(
    'het een en voor met wij ons onze niet van op zijn naar ook graag jullie je wat bij hebben heeft wordt worden kan moet maar als dank'.split(
      ' ',
    ),
  ),
};

/** Each function word's languages, in the order above: every sentence's words are looked up once. */
const LANGUAGES_OF_WORD = new Map<string, string[]>();
for (const [language, words] of Object.entries(FUNCTION_WORDS)) {
  for (const word of words) LANGUAGES_OF_WORD.set(word, [...(LANGUAGES_OF_WORD.get(word) ?? []), language]);
}

/** The language of one piece of text, or null when it is too short to tell. */
export function languageOf(text: string): string | null {
  const words = (text.toLowerCase().match(/[\p{L}']+/gu) ?? []).map((w) => w.replace(/^'+|'+$/g, ''));
  if (words.length === 0) return null;
  const counts = new Map(Object.keys(FUNCTION_WORDS).map((language) => [language, 0]));
  for (const word of words) {
    for (const language of LANGUAGES_OF_WORD.get(word) ?? []) counts.set(language, (counts.get(language) ?? 0) + 1);
  }
  const votes = [...counts].map(([language, count]) => ({ language, count })).sort((a, b) => b.count - a.count);
  const [best, second] = votes;
  if (best && best.count >= 2 && best.count > (second?.count ?? 0)) return best.language;
  if (best && best.count === 1 && (second?.count ?? 0) === 0 && words.length < 8) return best.language;
  // Lists of nouns ("5 service pages (lawn care, patios…)") carry no function words; trigrams misread them.
  if (words.length < 15 && (best?.count ?? 0) <= 1) return null;
  const guess = franc(words.join(' '), { only: ONLY, minLength: 10 });
  return guess === 'und' ? null : guess;
}

export type LanguageReading = JobLanguage & {
  /** The post's sentences that are in English: the only ones the offline writer reads words from. */
  isEnglish: (sentence: string) => boolean;
};

/**
 * The post's main language, and whether part of it is in another one. Too short to tell reads as English:
 * "Need logo asap" is not worth a note.
 */
export function readLanguage(title: string, sentences: string[]): LanguageReading {
  const tally = new Map<string, number>();
  const lines = new Map<string, number>();
  const bySentence = new Map<string, string | null>();
  for (const sentence of [title, ...sentences]) {
    const language = languageOf(sentence);
    bySentence.set(sentence, language);
    if (language) {
      tally.set(language, (tally.get(language) ?? 0) + sentence.length);
      lines.set(language, (lines.get(language) ?? 0) + 1);
    }
  }
  const total = [...tally.values()].reduce((sum, n) => sum + n, 0);
  const ranked = [...tally.entries()].sort((a, b) => b[1] - a[1]);
  const main = ranked[0]?.[0] ?? 'eng';
  const second = ranked[1];
  // One stray line is not a second language: a post is mixed when several lines make up a real share.
  const mixed = second !== undefined && total > 0 && second[1] / total >= 0.1 && (lines.get(second[0]) ?? 0) >= 2;
  const known = LANGUAGES[main] ?? { code: 'und', name: 'an unknown language' };
  return {
    code: known.code,
    name: known.name,
    english: main === 'eng',
    mixed,
    isEnglish: (sentence) => {
      const language = bySentence.has(sentence) ? bySentence.get(sentence) : languageOf(sentence);
      return language === 'eng' || (language === null && main === 'eng');
    },
  };
}

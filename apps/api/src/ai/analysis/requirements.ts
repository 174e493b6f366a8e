import type { Requirement, RequirementKind } from '@quillbid/shared';
import type { Budget } from './context.js';
import { withArticle, type Deliverable } from './deliverable.js';

/** Places a post can restrict applicants to, with the words posts use for them. */
const PLACES =
  'US|U\\.S\\.?|USA|U\\.S\\.A\\.?|United States|America|American|Canada|Canadian|UK|U\\.K\\.?|United Kingdom|British|England|Ireland|Irish|EU|E\\.U\\.|Europe|European|EEA|Australia|Australian|New Zealand|India|Indian|Philippines|Philippine|Filipino|Pakistan|Nigeria|Kenya|South Africa|LATAM|Latin America|Mexico|Brazil|Brazilian|Argentina|Colombia|Spain|Spanish-based|France|French-based|Germany|German-based|DACH|Austria|Switzerland|Netherlands|Dutch-based|Belgium|Italy|Portugal|Poland|Sweden|Norway|Denmark|Finland|Israel|UAE|Dubai|Saudi Arabia|Singapore|Japan|Korea|Vietnam|Indonesia|Malaysia|Thailand|Ukraine|Romania|Turkey|North America|Asia|APAC|EMEA|[A-Z][a-z]+ (?:area|state|county)|California|Texas|Florida|New York|NYC|Seattle|Chicago|Boston|Austin|Denver|Toronto|Vancouver|London|Berlin|Paris|Madrid|Lisbon|Milan|Sydney|Melbourne|Amsterdam|Arizona';

const LANGUAGES =
  'English|Spanish|French|German|Portuguese|Italian|Dutch|Polish|Swedish|Danish|Norwegian|Finnish|Japanese|Chinese|Mandarin|Cantonese|Korean|Arabic|Hebrew|Russian|Ukrainian|Turkish|Hindi|Urdu|Tagalog|Vietnamese|Thai|Indonesian|Greek|Czech|Romanian|Hungarian';

type Rule = {
  kind: RequirementKind;
  pattern: RegExp;
  label: (match: RegExpExecArray) => string;
  /** The same words said of the product rather than the person ("the site must be bilingual"). */
  unless?: RegExp;
};

// No rule takes the u flag (letters are Latin ranges, not \p{L}): a case-insensitive pattern with it runs
// several times slower in V8, and every rule runs on every sentence of every post.
const RULES: Rule[] = [
  {
    kind: 'location',
    pattern: new RegExp(
      String.raw`\b(${PLACES})[\s-]*(?:only|based only|residents? only|citizens? only|based (?:freelancers?|candidates?|applicants?|talent|contractors?) only)\b|\b(?:only|must|should|need to|needs to|has to|have to|required to)\b[^.!?\n]{0,40}?\b(?:be |are |is )?(?:located|based|living|residing|resident|reside|live|from)\s+(?:in\s+)?(?:the\s+)?(${PLACES})\b|\bonly\s+(?:accept\w*|consider\w*|hire|hiring|work\w* with|open to)\b[^.!?\n]{0,40}?\b(?:from|in|based in)\s+(?:the\s+)?(${PLACES})\b|\b(?:applicants?|candidates?|freelancers?|you) (?:must|should|need to) be (?:from|in) (?:the\s+)?(${PLACES})\b`,
      'i',
    ),
    label: (match) => `Location: ${(match[1] ?? match[2] ?? match[3] ?? match[4] ?? '').trim()} only`,
  },
  {
    kind: 'location',
    pattern:
      /\b(?:local (?:to|in) [A-Z][\w ]{2,20}|must be local|locals? only|on[- ]?site|in[- ]person (?:meetings?|work|only)|in the office|onsite)\b/i,
    label: (match) => `Location: ${match[0].toLowerCase().startsWith('local') ? match[0] : 'work on site'}`,
  },
  {
    kind: 'location',
    pattern:
      /\b(?:debes|deberás|debe|tienes que|tiene que|hay que)\s+(?:estar|vivir|residir)\s+en\s+[a-zà-öø-ɏ]+|\b(?:solo|únicamente|solamente)\s+(?:candidatos|personas|freelancers?)\s+(?:de|en|que vivan en)\s+[a-zà-öø-ɏ]+|\b(?:vous devez|devez)\s+(?:être|résider|habiter)\s+(?:basée?s?\s+|située?s?\s+)?(?:en|à|au)\s+[a-zà-öø-ɏ]+|\buniquement\s+(?:des\s+)?(?:candidats|freelances?)\s+(?:basés|situés|résidant)\s+(?:en|à|au)\s+[a-zà-öø-ɏ]+|\b(?:Sie müssen|du musst|muss|müssen)\b[^.!?\n]{0,30}\b(?:wohnen|ansässig|sitzen|leben)\b|\bnur\s+(?:Bewerber|Freelancer|Kandidaten)\w*\s+aus\s+[a-zà-öø-ɏ]+|\b(?:deve|precisa)\s+(?:estar|morar|residir)\s+(?:em|no|na)\s+[a-zà-öø-ɏ]+|\b(?:apenas|somente)\s+(?:candidatos|profissionais)\s+(?:do|da|de|no|na|em)\s+[a-zà-öø-ɏ]+|\b(?:solo|soltanto)\s+(?:candidati|freelancer|professionisti)\s+(?:residenti|con sede|basati)\s+(?:a|in)\s+[a-zà-öø-ɏ]+|\b(?:residenti|residente)\s+(?:a|in)\s+[a-zà-öø-ɏ]+|\b(?:alleen|uitsluitend)\s+(?:kandidaten|freelancers)\s+(?:uit|in)\s+[a-zà-öø-ɏ]+/i,
    label: (match) => `Location: ${match[0]}`,
  },
  {
    kind: 'timezone',
    // Zone names are matched as written, so "tell us" is not "US"; named zones need a time word after them.
    pattern: new RegExp(
      String.raw`(?:\b(?:EST|EDT|CST|CDT|MST|MDT|PST|PDT|GMT|BST|CET|CEST|UTC|AEST|AEDT|SGT|PHT|IST)(?:\s?[+-]\s?\d{1,2})?\b|\b(?:US |U\.S\. )?(?:Eastern|Central|Pacific|Mountain|Arizona|European|Central European|UK|US|Australian|Dutch|Brazilian|Mexico City|Manila|Sydney|London|New York)\s+(?:[Tt]ime(?:\s?[Zz]one)?|[Ss]tandard [Tt]ime|[Hh]ours|[Bb]usiness [Hh]ours|[Ww]orking [Hh]ours|[Oo]ffice [Hh]ours|[Tt]imezone)\b|\b[Tt]ime ?[Zz]one\b[^.!?\n]{0,40}\b(?:must|required|overlap|match|same|within)\b|\b(?:must|need to|required to|should)\b[^.!?\n]{0,40}\b[Tt]ime ?[Zz]one\b|\b[Oo]verlap\w*\b[^.!?\n]{0,30}\b(?:hours?|time)\b)`,
    ),
    label: (match) => `Time zone: ${match[0]}`,
  },
  {
    kind: 'degree',
    pattern:
      /\b(?:bachelor'?s?|master'?s?|B\.?Sc|B\.?S\.?|B\.?A\.?|M\.?Sc|MBA|Ph\.?D|doctorate|degree|diploma|CPA|ACCA|CIMA|CFA|chartered accountant|certified public accountant|EA \(enrolled agent\)|enrolled agent|licen[cs]ed|certified translator|sworn translator)\b[^.!?\n]{0,120}\b(?:required|mandatory|must|only|needed|essential)\b|\b(?:must|required|need to|should|only)\b[^.!?\n]{0,30}\b(?:have|hold|be|with)\b[^.!?\n]{0,25}\b(?:bachelor'?s?|master'?s?|B\.?Sc|MBA|Ph\.?D|degree|diploma|CPA|ACCA|CFA|chartered|certified|licen[cs]ed)\b|\b(?:Abschluss|Studium|diplôme|título universitario|licenciatura|laurea|cédula profesional|graduação|formação superior|CRC ativo|expert-comptable)\b/i,
    label: (match) => `Qualification: ${match[0]}`,
  },
  {
    kind: 'language',
    pattern: new RegExp(
      String.raw`\b(?:native|fluent|fluency|mother[- ]tongue|proficient|proficiency|C1|C2|first language|(?:excellent|perfect|flawless|strong|impeccable|great) (?:written|spoken|verbal)(?: and (?:written|spoken|verbal))?)\b[^.!?\n]{0,25}\b(?:${LANGUAGES})\b|\b(?:${LANGUAGES})\b[^.!?\n]{0,12}\b(?:native|speakers? only|native speakers?|mother[- ]tongue|fluency (?:is )?required|fluent(?:ly)?|required|is a must|C1|C2)\b|\b(?:be|are|speak|must be|should be|candidates?|assistants?|VAs?|freelancers?)\s+(?:\w+\s+)?bilingual\b|^bilingual\b|\bbilingual\s+(?:speaker|candidate|assistant|VA|freelancer)|\b(?:Muttersprachler\w*|muttersprachlich\w*|fließend\w*|langue maternelle|couramment|nativo|nativa|hablante nativo|falante nativo|madrelingua|moedertaal|native[- ]level|con fluidez|fluente(?:mente)?|hablar español|parler français|falar português)\b|\b(?:understand|speak|read|write)\s+(?:\w+\s+)?(?:${LANGUAGES}|PT-BR|pt-BR|Brazilian Portuguese|European Portuguese|Latin American Spanish)\s+(?:very\s+)?(?:well|fluently|natively|perfectly)\b|\b(?:ausschließlich|nur) (?:auf )?Deutsch\b|\b(?:uniquement|seulement) en français\b|\b(?:solo|únicamente|exclusivamente) en español\b|\b(?:apenas|somente) em português\b|\bsolo in italiano\b|\balleen (?:in het )?Nederlands\b`,
      'i',
    ),
    label: (match) => `Language: ${match[0]}`,
    unless:
      /\b(?:site|website|page|app|content|platform|copy|store|menu|newsletter|product)\b[^.!?]{0,25}\bbilingual\b/i,
  },
  {
    kind: 'agency',
    pattern:
      /\b(?:no agenc(?:y|ies)|agencies need not apply|not accepting (?:proposals|applications|bids) from (?:agencies|teams)|individual (?:contractors|freelancers) only|not (?:looking for|interested in|working with|hiring) (?:an? )?agenc(?:y|ies)|agencies (?:only|welcome only)|only agencies|freelancers only|individual freelancers? only|individuals only|no teams|independent (?:freelancers?|contractors?) only|agenc(?:y|ies) (?:will be|are) (?:ignored|declined|rejected))\b/i,
    label: (match) =>
      /only agenc|agencies (?:only|welcome)/i.test(match[0])
        ? 'Agencies only'
        : 'No agencies: individual freelancers only',
  },
];

const excerpt = (sentence: string) => (sentence.length > 140 ? `${sentence.slice(0, 137)}…` : sentence);

/**
 * The post's hard requirements (who may apply) and red flags (a tiny fixed budget for the work, an
 * unverified payment method when the caller knows it). Read from every sentence, in any language.
 */
export function readRequirements(
  sentences: string[],
  deliverable: Deliverable,
  budget: Budget | null,
  paymentVerified?: boolean,
): Requirement[] {
  const found: Requirement[] = [];
  const seen = new Set<string>();
  for (const sentence of sentences) {
    for (const rule of RULES) {
      const match = rule.pattern.exec(sentence);
      if (!match || rule.unless?.test(sentence)) continue;
      const label = tidy(rule.label(match));
      const key = `${rule.kind}:${label.toLowerCase()}`;
      if (seen.has(key) || found.some((r) => r.kind === rule.kind && r.quote === excerpt(sentence))) continue;
      seen.add(key);
      found.push({ kind: rule.kind, severity: 'requirement', label, quote: excerpt(sentence) });
    }
  }
  const minimum = deliverable.kind?.minBudget;
  if (budget?.rate === 'fixed' && minimum && budget.amount < minimum) {
    const quote = sentences.find((s) => s.includes(String(budget.amount)) || /budget/i.test(s)) ?? '';
    found.push({
      kind: 'budget',
      severity: 'red-flag',
      label: `Budget: ${money(budget)} is far below what ${withArticle(deliverable.noun, deliverable.count)} usually costs`,
      quote: excerpt(quote),
    });
  }
  // Rates differ by country: only a rate under any country's going rate is worth a flag.
  if (budget?.rate === 'hourly' && budget.amount < 4) {
    found.push({
      kind: 'budget',
      severity: 'red-flag',
      label: `Budget: ${budget.amount} an hour is very low`,
      quote: '',
    });
  }
  if (paymentVerified === false) {
    found.push({
      kind: 'payment',
      severity: 'red-flag',
      label: "The client's payment method is not verified",
      quote: '',
    });
  }
  return found;
}

const money = (budget: Budget) => `${budget.currency}${budget.amount.toLocaleString('en-US')}`;

const tidy = (label: string) => label.replace(/\s+/g, ' ').replace(/[\s,;:]+$/, '');

import { z } from 'zod';
import type { JobText } from '../job/fit.js';
import { instructionSchema, type JobAnalysis } from './analysis.js';
import { CLAIM_KINDS, traceClaims, type ClaimProfile } from './claims.js';
import { findContactDetail } from './contact.js';
import { instructionCovered, stem } from './coverage.js';
import { htmlBlocks, wordCount } from './html.js';
import { LINKEDIN_NOTE_MAX } from '../template.js';
import { CLIENT_PREVIEW_CHARS, PROPOSAL_WORDS, UPWORK_MAX_CHARS, type ProposalLength } from './options.js';

export const CHECK_IDS = ['contact', 'snippets', 'length', 'claims', 'instructions', 'openers', 'preview'] as const;
export type CheckId = (typeof CHECK_IDS)[number];

export const checkMessages = {
  contactOk: 'No contact details or off-platform links',
  contact: (found: string) =>
    `Remove “${found}”: the marketplace forbids contact details and off-platform links before a contract`,
  snippetsOk: 'No unfilled {snippets}',
  snippets: (count: number) => `${count} unfilled ${count === 1 ? '{snippet}' : '{snippets}'} left in the draft`,
  length: (characters: number, words: number, max: number = UPWORK_MAX_CHARS) =>
    `${characters.toLocaleString('en-US')} of ${max.toLocaleString('en-US')} characters · ${words} words`,
  overCap: (characters: number) =>
    `${characters.toLocaleString('en-US')} characters: over the marketplace's ${UPWORK_MAX_CHARS.toLocaleString('en-US')}-character limit`,
  noteOverCap: (characters: number, max: number) =>
    `${characters.toLocaleString('en-US')} characters: over LinkedIn's ${max}-character limit for a connection note`,
  outsideBand: (words: number, min: number, max: number) =>
    `${words} words: replies peak at ${min}–${max} for this length`,
  claimsOk: 'Every skill, project and number is backed by your profile',
  claims: (count: number) => `${count} claim${count === 1 ? '' : 's'} your profile does not back: check or remove`,
  instructionsOk: (count: number) =>
    count === 0
      ? 'The post gives no instructions'
      : `Follows the post's ${count === 1 ? 'instruction' : `${count} instructions`}`,
  instructions: (missing: number, yours: number) =>
    [missing > 0 ? `${missing} not covered yet` : '', yours > 0 ? `${yours} only you can do` : '']
      .filter(Boolean)
      .join(' · '),
  openersOk: 'No stock AI phrases',
  openers: (phrase: string) => `“${phrase}” reads as a stock AI phrase: say something about the job instead`,
  previewOk: "The client's preview names their need",
  preview: "The client's preview does not name their need: open with what they want done",
} as const;

/** Phrases clients have learned to read as machine-written or mass-sent. */
const STOCK_PHRASES = [
  /I hope (?:this|my) (?:message|email|note|proposal) finds you well/i,
  /I hope you(?:'re| are) (?:doing )?well/i,
  /\bas an AI\b/i,
  /\bas a (?:large )?language model\b/i,
  /I am writing to express my (?:keen |strong )?interest/i,
  /\bDear Hiring Manager\b/i,
  /\bTo whom it may concern\b/i,
  /I came across your (?:job )?(?:post|posting|listing)/i,
  /I am (?:thrilled|excited) to (?:apply|submit)/i,
  /\bI am the perfect (?:fit|candidate)\b/i,
  /\bdelve into\b/i,
  /\bin today's (?:fast-paced|digital) (?:world|landscape)\b/i,
];

export const checkItemSchema = z.object({
  id: z.enum(CHECK_IDS),
  ok: z.boolean(),
  message: z.string(),
  /** Text of the draft the item is about, to mark in the editor. */
  excerpts: z.array(z.string()),
});

/** Something a draft says of the freelancer, and the profile item that backs it (`traceClaims`). */
export const claimSchema = z.object({ text: z.string(), kind: z.enum(CLAIM_KINDS), support: z.string().nullable() });

export const preSendCheckSchema = z.object({
  items: z.array(checkItemSchema),
  instructions: z.array(
    z.object({
      instruction: instructionSchema,
      /** covered: the draft does it; missing: it does not yet; yours: only the freelancer can. */
      status: z.enum(['covered', 'missing', 'yours']),
    }),
  ),
  claims: z.array(claimSchema),
  /** The start of the draft exactly as the client's list of proposals shows it. */
  preview: z.object({ text: z.string(), namesNeed: z.boolean() }),
  words: z.number().int(),
  characters: z.number().int(),
});
export type PreSendCheck = z.infer<typeof preSendCheckSchema>;

export type CheckContext = {
  analysis: Pick<JobAnalysis, 'instructions' | 'needTerms' | 'skills'>;
  profile: ClaimProfile;
  job: JobText;
  platform: string;
  templateType: string;
  length?: ProposalLength;
  /** A LinkedIn note's limit for this sender (`linkedinNoteMax`); 300 when not given. */
  noteMax?: number;
};

/** The start of a text as a list preview shows it: whitespace collapsed, cut at a word with an ellipsis. */
export function clientPreview(text: string): string {
  if (text.length <= CLIENT_PREVIEW_CHARS) return text;
  const cut = text.slice(0, CLIENT_PREVIEW_CHARS);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), CLIENT_PREVIEW_CHARS - 20)).trimEnd()}…`;
}

/** Whether a text names one of the need's terms (as a word or its stem: "speed" finds "speeding"). */
export function namesNeed(text: string, needTerms: string[]): boolean {
  const lower = text.toLowerCase();
  const stems = new Set((lower.match(/[\p{L}\p{N}+#.]+/gu) ?? []).map((word) => stem(word.replace(/\.$/, ''))));
  return needTerms.some((term) => {
    const key = term.toLowerCase();
    return key.includes(' ') ? lower.includes(key) : stems.has(stem(key)) || stems.has(key);
  });
}

/** Everything to look at before sending a draft; the same rules run in the API and live in the editor. */
export function preSendCheck(html: string, context: CheckContext): PreSendCheck {
  const blocks = htmlBlocks(html);
  const text = blocks.map((block) => block.text).join(' ');
  const words = wordCount(text);
  const characters = blocks.map((block) => block.lines).join('\n\n').length;
  const items: PreSendCheck['items'] = [];

  const contact = findContactDetail(text);
  items.push({
    id: 'contact',
    ok: contact === null,
    message: contact === null ? checkMessages.contactOk : checkMessages.contact(contact),
    excerpts: contact === null ? [] : [contact],
  });

  const snippets = text.match(/\{[^{}]*\}/g) ?? [];
  items.push({
    id: 'snippets',
    ok: snippets.length === 0,
    message: snippets.length === 0 ? checkMessages.snippetsOk : checkMessages.snippets(snippets.length),
    excerpts: snippets,
  });

  const band =
    context.platform === 'UPWORK' && context.templateType === 'proposal'
      ? PROPOSAL_WORDS[context.length ?? 'medium']
      : null;
  // A connection note has LinkedIn's limit, far below the marketplace's; everything else has the marketplace's.
  const noteMax =
    context.platform === 'LINKEDIN' && context.templateType === 'note' ? (context.noteMax ?? LINKEDIN_NOTE_MAX) : null;
  const cap = noteMax ?? UPWORK_MAX_CHARS;
  const overCap = characters > cap;
  const outside = band !== null && (words < band.min || words > band.max);
  items.push({
    id: 'length',
    ok: !overCap && !outside,
    message: overCap
      ? noteMax !== null
        ? checkMessages.noteOverCap(characters, noteMax)
        : checkMessages.overCap(characters)
      : outside && band
        ? checkMessages.outsideBand(words, band.min, band.max)
        : checkMessages.length(characters, words, cap),
    excerpts: [],
  });

  const claims = traceClaims(text, context.profile, context.job, context.analysis.skills);
  const unsupported = claims.filter((claim) => claim.support === null);
  items.push({
    id: 'claims',
    ok: unsupported.length === 0,
    message: unsupported.length === 0 ? checkMessages.claimsOk : checkMessages.claims(unsupported.length),
    excerpts: unsupported.map((claim) => claim.text),
  });

  const instructions = context.analysis.instructions.map((instruction) => ({
    instruction,
    status: !instruction.writable
      ? ('yours' as const)
      : instructionCovered(instruction, blocks)
        ? ('covered' as const)
        : ('missing' as const),
  }));
  const missing = instructions.filter((entry) => entry.status === 'missing').length;
  const yours = instructions.filter((entry) => entry.status === 'yours').length;
  items.push({
    id: 'instructions',
    ok: missing === 0 && yours === 0,
    message:
      missing + yours === 0
        ? checkMessages.instructionsOk(instructions.length)
        : checkMessages.instructions(missing, yours),
    excerpts: [],
  });

  const stock = STOCK_PHRASES.map((pattern) => pattern.exec(text)?.[0]).filter((found): found is string => !!found);
  items.push({
    id: 'openers',
    ok: stock.length === 0,
    message: stock.length === 0 ? checkMessages.openersOk : checkMessages.openers(stock[0] ?? ''),
    excerpts: stock,
  });

  const preview = clientPreview(text);
  const previewNamesNeed = context.analysis.needTerms.length === 0 || namesNeed(preview, context.analysis.needTerms);
  items.push({
    id: 'preview',
    ok: previewNamesNeed,
    message: previewNamesNeed ? checkMessages.previewOk : checkMessages.preview,
    excerpts: [],
  });

  return { items, instructions, claims, preview: { text: preview, namesNeed: previewNamesNeed }, words, characters };
}

import { z } from 'zod';
import { labelledOptions } from '../select-options.js';

/** How a proposal sounds; the writers pick their phrasing by it. */
export const PROPOSAL_TONES = ['professional', 'friendly', 'confident'] as const;
export type ProposalTone = (typeof PROPOSAL_TONES)[number];

/** How long a proposal runs, in words (DESIGN.md "What a winning proposal is", rule 3). */
export const PROPOSAL_LENGTHS = ['short', 'medium', 'long'] as const;
export type ProposalLength = (typeof PROPOSAL_LENGTHS)[number];
export const PROPOSAL_WORDS: Record<ProposalLength, { min: number; max: number }> = {
  short: { min: 80, max: 120 },
  medium: { min: 150, max: 300 },
  long: { min: 300, max: 450 },
};

export const DEFAULT_TONE: ProposalTone = 'professional';
export const DEFAULT_LENGTH: ProposalLength = 'medium';

export const toneLabels: Record<ProposalTone, string> = {
  professional: 'Professional',
  friendly: 'Friendly',
  confident: 'Confident',
};
export const lengthLabels: Record<ProposalLength, string> = {
  short: 'Short (80–120 words)',
  medium: 'Medium (150–300 words)',
  long: 'Long (300–450 words)',
};
/** The tone and length selects' choices, in the web app and the extension alike (pure: left out of pages without them). */
export const toneOptions = /* @__PURE__ */ labelledOptions(PROPOSAL_TONES, toneLabels);
export const lengthOptions = /* @__PURE__ */ labelledOptions(PROPOSAL_LENGTHS, lengthLabels);

/** The marketplace's cover-letter cap, whatever length is chosen. */
export const UPWORK_MAX_CHARS = 5000;
/** How much of a proposal the client's list of applicants shows before "more". */
export const CLIENT_PREVIEW_CHARS = 230;

export const toneSchema = z.enum(PROPOSAL_TONES);
export const lengthSchema = z.enum(PROPOSAL_LENGTHS);

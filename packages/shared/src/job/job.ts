import { z } from 'zod';
import { HISTORY_DESCRIPTION_CUT_AT, HISTORY_DESCRIPTION_FULL_MAX } from '../constants.js';
import { jobAnalysisSchema } from '../proposal/analysis.js';
import { preSendCheckSchema } from '../proposal/check.js';
import { hasText } from '../proposal/html.js';
import { lengthSchema, toneSchema } from '../proposal/options.js';
import { safeText } from '../text.js';
import { screeningAnswerSchema, screeningQuestionsSchema } from './answers.js';
import { proposalStatusSchema } from './outcome.js';

export const jobMessages = {
  required: 'Title and Description of job are required fields',
  invalidUrl: 'Please enter a valid Upwork job URL',
  selectTemplate: 'Please select a template first',
  selectProfile: 'Please select a profile first',
  generated: 'Proposal generated successfully',
  noJobs: 'No Job Found',
  notFound: 'Job not found',
  copied: 'Proposal copied to the clipboard',
  copyFailed: 'The proposal could not be copied. Select the text and copy it instead.',
  generationFailed: 'The proposal could not be written this time, please try again.',
  tooLong: 'The job is longer than allowed.',
  emptyTemplate: 'The template in the editor has no text to write the proposal from.',
  offlineWriter:
    'Written by the built-in offline writer from your profile and the job. Connect an AI model for freer writing.',
  /** Names the progress bar over the editor, from a proposal's first words until the rest has streamed in. */
  writing: 'Writing your proposal…',
  /** The 'Generating Proposal' modal rotates these every 4 seconds. */
  generatingStatus: [
    'Reading the job post…',
    'Picking the most relevant project from your profile…',
    'Matching your skills to the requirements…',
    'Writing an opening the client will read…',
    'Checking length and tone…',
  ],
} as const;

/** https, optional www, the marketplace host, and a path beginning `jobs/`. */
export const UPWORK_JOB_URL = /^https:\/\/(www\.)?upwork\.com\/jobs\/\S+$/i;

/**
 * A member's LinkedIn profile, the "job" of a connection note: https, `www.` or a country subdomain
 * (`uk.`), `in/` and the member's slug (percent-encoded when it has accents), an optional trailing slash.
 * Nothing after it: a company page, a post or a query string is not a person.
 */
export const LINKEDIN_PROFILE_URL = /^https:\/\/(?:(?:www|[a-z]{2,3})\.)?linkedin\.com\/in\/[\w%-]+\/?$/i;

export const JOB_DESCRIPTION_MAX = 20_000;

const nonBlank = (max: number) =>
  safeText({ error: jobMessages.required })
    .max(max, jobMessages.tooLong)
    .refine((value) => value.trim() !== '', jobMessages.required);

const link = (pattern: (value: string) => boolean) =>
  safeText()
    .trim()
    .max(500, jobMessages.invalidUrl)
    .refine((value) => value === '' || pattern(value), jobMessages.invalidUrl);

/** The web's manual job form pastes an Upwork post; the link is kept for history, never fetched. */
const jobLink = link((value) => UPWORK_JOB_URL.test(value));
/** Generation also writes for a LinkedIn profile, the page the extension is on when it writes a note. */
const generateLink = link((value) => UPWORK_JOB_URL.test(value) || LINKEDIN_PROFILE_URL.test(value));

/** The manual job form (/dashboard/job). */
export const manualJobSchema = z.strictObject({
  jobTitle: nonBlank(300),
  jobDescription: nonBlank(JOB_DESCRIPTION_MAX),
  jobLink: jobLink.default(''),
});
export type ManualJob = z.input<typeof manualJobSchema>;

/** `POST job` and `POST job/stream`: the spec's payload (`jobUrl` is accepted as another name for the link). */
export const generateJobSchema = z
  .strictObject({
    jobTitle: nonBlank(300),
    jobDescription: nonBlank(JOB_DESCRIPTION_MAX),
    jobLink: generateLink.optional(),
    jobUrl: generateLink.optional(),
    templateId: safeText({ error: jobMessages.selectTemplate }).min(1, jobMessages.selectTemplate).max(100),
    profileId: safeText({ error: jobMessages.selectProfile }).min(1, jobMessages.selectProfile).max(100),
    // Blank falls back to the saved template; markup with no text in it (a lone script) leaves nothing to fill.
    templateDetail: safeText()
      .max(50_000, jobMessages.tooLong)
      .refine((value) => value.trim() === '' || hasText(value), jobMessages.emptyTemplate)
      .optional(),
    tone: toneSchema.optional(),
    length: lengthSchema.optional(),
    /** The sender's LinkedIn account is free, so a connection note gets 200 characters instead of 300. */
    freeAccount: z.boolean().optional(),
    /** The apply page's screening questions: each gets a drafted answer, saved with the proposal. */
    questions: screeningQuestionsSchema.optional(),
    /** The Upwork question template the answers follow; without it, the user's default one, if any. */
    questionTemplateId: safeText().min(1).max(100).optional(),
  })
  .transform(({ jobUrl, jobLink: link, ...rest }) => ({ ...rest, jobLink: link || jobUrl || '' }));
export type GenerateJobInput = z.input<typeof generateJobSchema>;

/** `POST job/analyse`: what a post asks for, with the fit of one profile or of each of the user's. */
export const analyseJobSchema = z.strictObject({
  jobTitle: nonBlank(300),
  jobDescription: nonBlank(JOB_DESCRIPTION_MAX),
  profileId: safeText().min(1).max(100).optional(),
  /** Whether the client's payment method is verified, when the caller read it from the job page. */
  paymentVerified: z.boolean().optional(),
});
export type AnalyseJobInput = z.input<typeof analyseJobSchema>;

const jobQuerySearch = safeText().trim().max(200).default('');
const historyFilterShape = {
  status: proposalStatusSchema.optional(),
  templateId: z.uuid().optional(),
  profileId: z.uuid().optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
};

export const historyMessages = {
  datesOutOfOrder: 'The start date must be on or before the end date.',
  /** The history is not empty, but nothing in it passes the filters (the spec's 'No Job Found' is for no history). */
  noMatch: 'No proposals match these filters.',
  /** The view dialog's timeline of a proposal never marked since it was written. */
  noEvents: 'No status changes yet.',
} as const;
const datesInOrder = ({ from, to }: { from?: string; to?: string }) => !from || !to || from <= to;
const datesOutOfOrder = { message: historyMessages.datesOutOfOrder, path: ['to'] };

export const jobQuerySchema = z
  .strictObject({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
    search: jobQuerySearch,
    /**
     * The last job of the page before: the page then starts right after it, however deep (keyset paging).
     * `page` still names the page for the answer; without `after`, pages are counted from the start.
     */
    after: z.uuid().optional(),
    ...historyFilterShape,
  })
  .refine(datesInOrder, datesOutOfOrder);

/** The history's filters, also taken by the CSV export. Dates are days (UTC), both ends included. */
export const historyFilterSchema = z
  .strictObject({ search: jobQuerySearch, ...historyFilterShape })
  .refine(datesInOrder, datesOutOfOrder);
export type HistoryFilter = z.output<typeof historyFilterSchema>;

export const jobResponseSchema = z.object({
  _id: z.string(),
  jobTitle: z.string(),
  jobDescription: z.string(),
  jobLink: z.string(),
  aiResponse: z.string(),
  templateId: z.string().nullable(),
  profileId: z.string().nullable(),
  createdAt: z.string(),
  /** What became of it (job/outcome.ts), and when that was last changed (createdAt while a draft). */
  status: proposalStatusSchema,
  statusChangedAt: z.string(),
});
export type Job = z.infer<typeof jobResponseSchema>;

/** What generation answers besides the saved job: the analysis it wrote from, the draft's check and the answers. */
export const generatedJobSchema = z.object({
  job: jobResponseSchema,
  analysis: jobAnalysisSchema,
  check: preSendCheckSchema,
  /** One per screening question asked, in order; servers before screening answers send none. */
  answers: z.array(screeningAnswerSchema).default([]),
});
export type GeneratedJob = z.infer<typeof generatedJobSchema>;

export const jobPageSchema = z.object({
  jobs: z.array(jobResponseSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type JobPage = z.infer<typeof jobPageSchema>;

/** History shows short descriptions whole, longer ones cut at 80 characters with an ellipsis. */
export function historyExcerpt(description: string): string {
  if (description.length <= HISTORY_DESCRIPTION_FULL_MAX) return description;
  return `${description.slice(0, HISTORY_DESCRIPTION_CUT_AT)}…`;
}

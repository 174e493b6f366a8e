import { z } from 'zod';

/** Below this many proposals sent, a rate is shown with a warning instead of being compared. */
export const MIN_SENT_TO_COMPARE = 20;

/** Length bands of a proposal, in words, for reply rate by length (see DESIGN: replies peak at 200–400). */
export const LENGTH_BANDS = [
  { label: 'Under 150 words', min: 0, max: 149 },
  { label: '150–299 words', min: 150, max: 299 },
  { label: '300–449 words', min: 300, max: 449 },
  { label: '450 words or more', min: 450, max: Number.MAX_SAFE_INTEGER },
] as const;

export const insightsMessages = {
  tooFew: (sent: number) => `${sent} sent — too few to compare`,
  empty: 'Mark proposals as sent from Proposal History to see what wins.',
  bestForPlatform: (platform: string) => `Best on ${platform}`,
  /** What stands for a template or profile deleted since (in insights and the history export). */
  deletedTemplate: 'Deleted template',
  deletedProfile: 'Deleted profile',
} as const;

const rate = z.number().min(0).max(1).nullable();

/** Counts over proposals that were sent (marked sent or anything after it), and the rates they give. */
export const outcomeStatsSchema = z.object({
  sent: z.number().int(),
  replied: z.number().int(),
  interviews: z.number().int(),
  hired: z.number().int(),
  /** Null when nothing was sent. */
  replyRate: rate,
  interviewRate: rate,
  hireRate: rate,
  /** Median length of the sent proposals; null when nothing was sent. */
  medianWords: z.number().nullable(),
});
export type OutcomeStats = z.infer<typeof outcomeStatsSchema>;

export const insightsQuerySchema = z.strictObject({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});

export const insightsSchema = z.object({
  totals: outcomeStatsSchema,
  templates: z.array(
    outcomeStatsSchema.extend({
      /** Null for proposals whose template was deleted. */
      templateId: z.string().nullable(),
      title: z.string(),
      platform: z.string().nullable(),
      /** The template with the best reply rate on its platform, among those sent often enough to compare. */
      best: z.boolean(),
    }),
  ),
  profiles: z.array(outcomeStatsSchema.extend({ profileId: z.string().nullable(), name: z.string() })),
  /** Sent and replied by the week the proposal was written (weeks start on Monday, UTC), oldest first. */
  weekly: z.array(outcomeStatsSchema.extend({ week: z.iso.date() })),
  categories: z.array(outcomeStatsSchema.extend({ category: z.string() })),
  lengths: z.array(outcomeStatsSchema.extend({ band: z.string() })),
});
export type Insights = z.infer<typeof insightsSchema>;

/** An agency owner's view: each member's figures and the agency's. */
export const agencyInsightsSchema = z.object({
  total: outcomeStatsSchema,
  members: z.array(
    outcomeStatsSchema.extend({ userId: z.string(), name: z.string(), email: z.string(), isOwner: z.boolean() }),
  ),
});
export type AgencyInsights = z.infer<typeof agencyInsightsSchema>;

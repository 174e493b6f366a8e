import { z } from 'zod';

/**
 * What became of a proposal once written. The main line runs draft → sent → viewed → replied → interview →
 * hired; a sent proposal may also end as not answered (which a late reply can still overturn) or declined.
 */
export const PROPOSAL_STATUSES = [
  'draft',
  'sent',
  'viewed',
  'replied',
  'interview',
  'hired',
  'not_answered',
  'declined',
] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

export const proposalStatusLabels: Record<ProposalStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  viewed: 'Viewed',
  replied: 'Replied',
  interview: 'Interview',
  hired: 'Hired',
  not_answered: 'Not answered',
  declined: 'Declined',
};

/** Each status's place on the main line; not answered sits beside viewed, declined and hired end it. */
const STEP: Record<ProposalStatus, number> = {
  draft: 0,
  sent: 1,
  viewed: 2,
  not_answered: 2,
  replied: 3,
  interview: 4,
  hired: 5,
  declined: 5,
};
const FINAL: readonly ProposalStatus[] = ['hired', 'declined'];

/**
 * Whether a proposal marked `from` may be marked `to`: forward only (steps may be skipped: a client can
 * reply to a proposal never seen as viewed), not answered only after sending, declined only after sending,
 * and nothing after hired or declined.
 */
export function canMoveStatus(from: ProposalStatus, to: ProposalStatus): boolean {
  if (from === to || FINAL.includes(from) || to === 'draft') return false;
  if (to === 'not_answered') return from === 'sent' || from === 'viewed';
  if (to === 'declined') return from !== 'draft';
  return STEP[to] > STEP[from];
}

/** The statuses a proposal marked `from` may move to, in the order a menu lists them. */
export const nextStatuses = (from: ProposalStatus): ProposalStatus[] =>
  PROPOSAL_STATUSES.filter((to) => canMoveStatus(from, to));

/** Statuses that mean the client answered, and those that mean an interview (or more) came of it. */
export const REPLIED_STATUSES: readonly ProposalStatus[] = ['replied', 'interview', 'hired'];
export const INTERVIEW_STATUSES: readonly ProposalStatus[] = ['interview', 'hired'];

export const outcomeMessages = {
  invalidMove: (from: ProposalStatus, to: ProposalStatus) =>
    `A proposal marked ${proposalStatusLabels[from]} cannot be marked ${proposalStatusLabels[to]}.`,
  marked: (to: ProposalStatus) => `Marked ${proposalStatusLabels[to]}.`,
  nothingToUndo: 'This proposal has no status change to undo.',
  undone: 'Status change undone.',
} as const;

export const proposalStatusSchema = z.enum(PROPOSAL_STATUSES, {
  error: `Status must be one of: ${PROPOSAL_STATUSES.join(', ')}.`,
});

/** `POST job/{id}/status`. */
export const statusChangeSchema = z.strictObject({ status: proposalStatusSchema });

/** One change of status, with when it was made. */
export const statusEventSchema = z.object({ status: proposalStatusSchema, at: z.string() });
export type StatusEvent = z.infer<typeof statusEventSchema>;

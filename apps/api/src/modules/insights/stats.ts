import { and, eq, gte, inArray, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  INTERVIEW_STATUSES,
  LENGTH_BANDS,
  REPLIED_STATUSES,
  type OutcomeStats,
  type ProposalStatus,
} from '@quillbid/shared';
import type { Db } from '../../db/client.js';
import { dayRange } from '../../db/days.js';
import { jobs, profiles, proposalEvents, templates } from '../../db/schema.js';

export type Range = { from?: string; to?: string };

/**
 * Which length band a word count falls in, as its index in LENGTH_BANDS. The bands follow each other
 * upwards, so the first whose minimum the count reaches, from the top, is the one. The bounds are our
 * constants, written into the SQL rather than sent as parameters: the same text on every call.
 */
const lengthBand = (words: SQLWrapper): SQL => {
  const fromTop = LENGTH_BANDS.map((band, index) => ({ min: band.min, index })).reverse();
  return sql`case ${sql.join(
    fromTop.map(({ min, index }) => sql`when ${words} >= ${sql.raw(String(min))} then ${sql.raw(String(index))}`),
    sql` `,
  )} end`;
};

const reachedAny = (statuses: readonly ProposalStatus[]) =>
  sql<boolean>`bool_or(${inArray(proposalEvents.status, statuses)})`;

/**
 * The proposals of `userIds` that were sent (they have a change of status: none leads back to draft),
 * written within `range` (UTC days, both included), each with the furthest it got and what it is grouped
 * by. Read from the events, so a status undone no longer counts; the events' index (user, job, status)
 * answers which statuses each proposal reached, and the owner's index on jobs finds the rest.
 */
export function sentProposals(db: Db, userIds: string[], range: Range) {
  const reached = db.$with('reached').as(
    db
      .select({
        jobId: proposalEvents.jobId,
        replied: reachedAny(REPLIED_STATUSES).as('replied'),
        interview: reachedAny(INTERVIEW_STATUSES).as('interview'),
        hired: reachedAny(['hired']).as('hired'),
      })
      .from(proposalEvents)
      .where(inArray(proposalEvents.userId, userIds))
      .groupBy(proposalEvents.jobId),
  );
  const { start, end } = dayRange(range);
  const sent = db.$with('sent').as(
    db
      .select({
        userId: sql<string>`${jobs.userId}`.as('user_id'),
        templateId: sql<string | null>`${jobs.templateId}`.as('template_id'),
        templateTitle: templates.templateTitle,
        platform: templates.platform,
        profileId: sql<string | null>`${jobs.profileId}`.as('profile_id'),
        profileName: profiles.profileName,
        // Weeks start on Monday (ISO), in UTC.
        week: sql<string>`to_char(date_trunc('week', ${jobs.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`.as('week'),
        category: jobs.category,
        band: sql<number>`${lengthBand(jobs.wordCount)}`.as('band'),
        wordCount: jobs.wordCount,
        replied: reached.replied,
        interview: reached.interview,
        hired: reached.hired,
      })
      .from(reached)
      .innerJoin(jobs, eq(jobs.id, reached.jobId))
      .leftJoin(templates, eq(templates.id, jobs.templateId))
      .leftJoin(profiles, eq(profiles.id, jobs.profileId))
      .where(
        and(
          inArray(jobs.userId, userIds),
          start === undefined ? undefined : gte(jobs.createdAt, start),
          end === undefined ? undefined : lt(jobs.createdAt, end),
        ),
      ),
  );
  return { reached, sent };
}

type Sent = ReturnType<typeof sentProposals>['sent'];

/** The counts of a group of sent proposals, and the median length of them, as SQL aggregates. */
export const statsColumns = (sent: Sent) => ({
  sent: sql<number>`count(*)`.mapWith(Number),
  replied: sql<number>`count(*) filter (where ${sent.replied})`.mapWith(Number),
  interviews: sql<number>`count(*) filter (where ${sent.interview})`.mapWith(Number),
  hired: sql<number>`count(*) filter (where ${sent.hired})`.mapWith(Number),
  medianWords: sql<number | null>`percentile_cont(0.5) within group (order by ${sent.wordCount})`,
});

type Counts = { sent: number; replied: number; interviews: number; hired: number; medianWords: unknown };

const rate = (count: number, sent: number) => (sent === 0 ? null : count / sent);

/** Counts as the API answers them: each rate over the proposals sent, null when none was. */
export function toStats(row: Counts | undefined): OutcomeStats {
  const sent = row?.sent ?? 0;
  const replied = row?.replied ?? 0;
  const interviews = row?.interviews ?? 0;
  const hired = row?.hired ?? 0;
  return {
    sent,
    replied,
    interviews,
    hired,
    replyRate: rate(replied, sent),
    interviewRate: rate(interviews, sent),
    hireRate: rate(hired, sent),
    medianWords: sent === 0 || row?.medianWords == null ? null : Number(row.medianWords),
  };
}

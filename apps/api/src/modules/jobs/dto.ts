import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Job, StatusEvent } from '@quillbid/shared';
import type { JobRow, ProposalEventRow } from '../../db/schema.js';

/** A saved proposal as the API answers with it. */
export const toJobDto = (row: JobRow): Job => ({
  _id: row.id,
  jobTitle: row.jobTitle,
  jobDescription: row.jobDescription,
  jobLink: row.jobLink,
  aiResponse: row.aiResponse,
  templateId: row.templateId,
  profileId: row.profileId,
  createdAt: row.createdAt.toISOString(),
  status: row.status,
  statusChangedAt: row.statusChangedAt.toISOString(),
});

/** One change of a proposal's status. */
export const toStatusEventDto = (row: Pick<ProposalEventRow, 'status' | 'createdAt'>): StatusEvent => ({
  status: row.status,
  at: row.createdAt.toISOString(),
});

/** `Date.prototype.toISOString()`'s format, in SQL. */
const isoTimestamp = (column: SQLWrapper) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * `toJobDto` as a JSON object PostgreSQL builds, for the history pages: a page of twenty proposals is
 * sent as the text the database wrote, instead of being parsed into rows and serialised again.
 */
export const jobJson = (job: Record<keyof JobRow, SQLWrapper>) =>
  sql`json_build_object('_id', ${job.id}, 'jobTitle', ${job.jobTitle}, 'jobDescription', ${job.jobDescription}, 'jobLink', ${job.jobLink}, 'aiResponse', ${job.aiResponse}, 'templateId', ${job.templateId}, 'profileId', ${job.profileId}, 'createdAt', ${isoTimestamp(job.createdAt)}, 'status', ${job.status}, 'statusChangedAt', ${isoTimestamp(job.statusChangedAt)})`;

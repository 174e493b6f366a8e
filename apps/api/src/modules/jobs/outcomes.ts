import { and, asc, desc, eq, sql, type SQLWrapper } from 'drizzle-orm';
import {
  canMoveStatus,
  jobMessages,
  outcomeMessages,
  type Job,
  type ProposalStatus,
  type StatusEvent,
} from '@quillbid/shared';
import type { Db } from '../../db/client.js';
import { foundById, isUuid } from '../../db/ids.js';
import { jobs, proposalEvents, type JobRow } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { toJobDto, toStatusEventDto } from './dto.js';

/** A proposal with its changes of status, oldest first: what each change answers. */
export type Outcome = { job: Job; events: StatusEvent[] };

const notFound = () => new AppError('NOT_FOUND', jobMessages.notFound);

/**
 * The user's proposal, its row locked to the end of the transaction: changes to one proposal's status
 * happen one after the other, so two clicks at once cannot both pass the check against the same status.
 */
const lockOwnJob = (tx: Db, userId: string, id: string): Promise<JobRow> =>
  foundById(id, notFound, () =>
    tx
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, id), eq(jobs.userId, userId)))
      .for('update'),
  );

const newestFirst = [desc(proposalEvents.createdAt), desc(proposalEvents.id)];

/** The newest event's `column`, for the job being updated. */
const newestEvent = (column: SQLWrapper) =>
  sql`(select ${column} from ${proposalEvents} where ${proposalEvents.jobId} = ${jobs.id} order by ${proposalEvents.createdAt} desc, ${proposalEvents.id} desc limit 1)`;

/**
 * Sets the job's status from its newest event (draft, since it was written, when it has none): one rule
 * for a change and for its undo, and the exact time the event holds.
 */
async function followEvents(tx: Db, jobId: string): Promise<JobRow> {
  const [row] = await tx
    .update(jobs)
    .set({
      status: sql`coalesce(${newestEvent(proposalEvents.status)}, 'draft')`,
      statusChangedAt: sql`coalesce(${newestEvent(proposalEvents.createdAt)}, ${jobs.createdAt})`,
    })
    .where(eq(jobs.id, jobId))
    .returning();
  if (!row) throw notFound();
  return row;
}

async function eventsOf(db: Db, jobId: string): Promise<StatusEvent[]> {
  const rows = await db
    .select({ status: proposalEvents.status, createdAt: proposalEvents.createdAt })
    .from(proposalEvents)
    .where(eq(proposalEvents.jobId, jobId))
    .orderBy(asc(proposalEvents.createdAt), asc(proposalEvents.id));
  return rows.map(toStatusEventDto);
}

/** `POST job/{id}/status`: records the change when the shared rule allows it from the current status. */
export function changeStatus(db: Db, userId: string, id: string, to: ProposalStatus): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const job = await lockOwnJob(tx, userId, id);
    if (!canMoveStatus(job.status, to)) throw new AppError('BAD_REQUEST', outcomeMessages.invalidMove(job.status, to));
    await tx.insert(proposalEvents).values({ jobId: job.id, userId, status: to });
    return { job: toJobDto(await followEvents(tx, job.id)), events: await eventsOf(tx, job.id) };
  });
}

/** `DELETE job/{id}/status`: takes the newest change back; the status and its time are the ones before it. */
export function undoStatus(db: Db, userId: string, id: string): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const job = await lockOwnJob(tx, userId, id);
    const newest = tx
      .select({ id: proposalEvents.id })
      .from(proposalEvents)
      .where(eq(proposalEvents.jobId, job.id))
      .orderBy(...newestFirst)
      .limit(1);
    const [undone] = await tx
      .delete(proposalEvents)
      .where(eq(proposalEvents.id, sql`(${newest})`))
      .returning({ id: proposalEvents.id });
    if (!undone) throw new AppError('BAD_REQUEST', outcomeMessages.nothingToUndo);
    return { job: toJobDto(await followEvents(tx, job.id)), events: await eventsOf(tx, job.id) };
  });
}

/** `GET job/{id}/events`: the proposal's changes, oldest first, in one read that also checks the owner. */
export async function statusEvents(db: Db, userId: string, id: string): Promise<StatusEvent[]> {
  const rows = isUuid(id)
    ? await db
        .select({ status: proposalEvents.status, createdAt: proposalEvents.createdAt })
        .from(jobs)
        .leftJoin(proposalEvents, eq(proposalEvents.jobId, jobs.id))
        .where(and(eq(jobs.id, id), eq(jobs.userId, userId)))
        .orderBy(asc(proposalEvents.createdAt), asc(proposalEvents.id))
    : [];
  if (rows.length === 0) throw notFound();
  return rows.flatMap(({ status, createdAt }) =>
    status === null || createdAt === null ? [] : [toStatusEventDto({ status, createdAt })],
  );
}

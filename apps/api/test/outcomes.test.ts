import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  canMoveStatus,
  htmlText,
  jobMessages,
  jobPageSchema,
  outcomeMessages,
  PROPOSAL_STATUSES,
  statusEventSchema,
  wordCount,
  type Job,
  type StatusEvent,
} from '@quillbid/shared';
import { categoryLabels } from '../src/ai/analysis/categories.js';
import { jobs, proposalEvents } from '../src/db/schema.js';
import { send, signedInUser } from './support/factories.js';
import { jobBody, readyUser } from './support/job-fixtures.js';
import { insertProposals, markStatuses, moveStatus, pathTo, userIdOf } from './support/proposals.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let owner: { token: string; id: string };
beforeAll(async () => {
  t = await createTestApp();
  const user = await signedInUser(t);
  owner = { token: user.token, id: await userIdOf(t, user.email) };
});
afterAll(() => t.close());

type Outcome = { job: Job; events: StatusEvent[] };

const newProposal = async () => (await insertProposals(t, owner.id, [{}]))[0] ?? '';
const undo = (jobId: string, token = owner.token) => send(t.app, 'DELETE', `/api/job/${jobId}/status`, token);
const eventsOf = (jobId: string, token = owner.token) => send(t.app, 'GET', `/api/job/${jobId}/events`, token);
const storedEvents = (jobId: string) =>
  t.database.db.select().from(proposalEvents).where(eq(proposalEvents.jobId, jobId));
const historyJob = async (jobId: string) => {
  const page = jobPageSchema.parse((await send(t.app, 'GET', '/api/job?pageSize=100', owner.token)).json());
  return page.jobs.find((job) => job._id === jobId);
};

describe('POST /api/job/:id/status, every pair of statuses', () => {
  const pairs = PROPOSAL_STATUSES.flatMap((from) => PROPOSAL_STATUSES.map((to) => [from, to] as const));

  it.each(pairs)('from %s to %s follows canMoveStatus', async (from, to) => {
    const jobId = await newProposal();
    await markStatuses(t, owner.token, jobId, pathTo(from));
    const res = await moveStatus(t, owner.token, jobId, to);
    if (canMoveStatus(from, to)) {
      expect(res.statusCode, res.body).toBe(200);
      const { job, events } = res.json<Outcome>();
      expect(job.status).toBe(to);
      expect(events.map((event) => event.status)).toEqual([...pathTo(from), to]);
    } else {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: outcomeMessages.invalidMove(from, to), code: 'BAD_REQUEST' });
      expect((await historyJob(jobId))?.status).toBe(from);
      expect(await storedEvents(jobId)).toHaveLength(pathTo(from).length);
    }
  });
});

describe('POST /api/job/:id/status', () => {
  it('refuses a move backwards or after the end with the spec’s words', async () => {
    const jobId = await newProposal();
    await markStatuses(t, owner.token, jobId, ['sent', 'hired']);
    expect((await moveStatus(t, owner.token, jobId, 'sent')).json().error).toBe(
      'A proposal marked Hired cannot be marked Sent.',
    );
    const draft = await newProposal();
    expect((await moveStatus(t, owner.token, draft, 'not_answered')).json().error).toBe(
      'A proposal marked Draft cannot be marked Not answered.',
    );
  });

  it('records the change with its time, in the answer, the events and the history page', async () => {
    const jobId = await newProposal();
    const before = Date.now();
    const res = await moveStatus(t, owner.token, jobId, 'sent');
    expect(res.statusCode).toBe(200);
    const { job, events } = res.json<Outcome>();
    expect(events).toEqual([{ status: 'sent', at: job.statusChangedAt }]);
    expect(Date.parse(job.statusChangedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(job.statusChangedAt > job.createdAt).toBe(true);
    expect(await historyJob(jobId)).toEqual(job);
  });

  it('answers another user, an unknown id and an id that is not one with 404, and changes nothing', async () => {
    const jobId = await newProposal();
    const stranger = await signedInUser(t);
    for (const [id, token] of [
      [jobId, stranger.token],
      ['00000000-0000-4000-8000-000000000000', owner.token],
      ['not-an-id', owner.token],
    ] as const) {
      for (const res of [await moveStatus(t, token, id, 'sent'), await undo(id, token), await eventsOf(id, token)]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: jobMessages.notFound, code: 'NOT_FOUND' });
      }
    }
    expect(jobMessages.notFound).toBe('Job not found');
    expect(await storedEvents(jobId)).toEqual([]);
  });

  it('refuses a status that is none of ours, a missing one and unknown fields with 400', async () => {
    const jobId = await newProposal();
    for (const body of [{ status: 'won' }, {}, { status: 'sent', userId: owner.id }, { status: 3 }]) {
      const res = await send(t.app, 'POST', `/api/job/${jobId}/status`, owner.token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('error');
    }
    expect(await storedEvents(jobId)).toEqual([]);
  });

  it('applies one of two clicks at once: one 200, one 400, one event', async () => {
    const jobId = await newProposal();
    const twice = await Promise.all([
      moveStatus(t, owner.token, jobId, 'sent'),
      moveStatus(t, owner.token, jobId, 'sent'),
    ]);
    expect(twice.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    expect(await storedEvents(jobId)).toHaveLength(1);

    const endings = await Promise.all([
      moveStatus(t, owner.token, jobId, 'hired'),
      moveStatus(t, owner.token, jobId, 'declined'),
    ]);
    expect(endings.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    const stored = await storedEvents(jobId);
    expect(stored).toHaveLength(2);
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(row?.status).toBe(endings[0]?.statusCode === 200 ? 'hired' : 'declined');
  });
});

describe('DELETE /api/job/:id/status (undo)', () => {
  it('takes the newest change back: the status before it and its time, down to the draft', async () => {
    const jobId = await newProposal();
    await markStatuses(t, owner.token, jobId, ['sent']);
    const sent = (await eventsOf(jobId)).json<{ events: StatusEvent[] }>().events[0];
    await markStatuses(t, owner.token, jobId, ['replied']);

    const first = await undo(jobId);
    expect(first.statusCode).toBe(200);
    expect(first.json<Outcome>().job).toMatchObject({ status: 'sent', statusChangedAt: sent?.at });
    expect(first.json<Outcome>().events).toEqual([sent]);

    const second = (await undo(jobId)).json<Outcome>();
    expect(second.job.status).toBe('draft');
    expect(second.job.statusChangedAt).toBe(second.job.createdAt);
    expect(second.events).toEqual([]);
    expect(await historyJob(jobId)).toEqual(second.job);
  });

  it('answers 400 with the spec’s words when there is nothing to undo', async () => {
    const res = await undo(await newProposal());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: outcomeMessages.nothingToUndo, code: 'BAD_REQUEST' });
    expect(outcomeMessages.nothingToUndo).toBe('This proposal has no status change to undo.');
  });

  it('lets a move the undone one blocked go through again', async () => {
    const jobId = await newProposal();
    await markStatuses(t, owner.token, jobId, ['sent', 'declined']);
    expect((await moveStatus(t, owner.token, jobId, 'replied')).statusCode).toBe(400);
    await undo(jobId);
    await markStatuses(t, owner.token, jobId, ['replied']);
  });
});

describe('GET /api/job/:id/events', () => {
  it('answers the changes oldest first, each with an ISO time, and none for a draft', async () => {
    const jobId = await newProposal();
    expect((await eventsOf(jobId)).json()).toEqual({ events: [] });
    await markStatuses(t, owner.token, jobId, ['sent', 'viewed', 'replied', 'interview']);
    const { events } = (await eventsOf(jobId)).json<{ events: StatusEvent[] }>();
    expect(events.map((event) => statusEventSchema.parse(event).status)).toEqual([
      'sent',
      'viewed',
      'replied',
      'interview',
    ]);
    const times = events.map((event) => event.at);
    expect(times.every((at) => new Date(at).toISOString() === at)).toBe(true);
    expect(times).toEqual(times.toSorted());
  });

  it('go with the proposal when it is deleted', async () => {
    const jobId = await newProposal();
    await markStatuses(t, owner.token, jobId, ['sent']);
    expect((await send(t.app, 'DELETE', `/api/job/${jobId}`, owner.token)).statusCode).toBe(200);
    expect(await storedEvents(jobId)).toEqual([]);
  });
});

describe('a generated proposal', () => {
  it('starts as a draft and keeps its word count and kind of work', async () => {
    const user = await readyUser(t);
    const res = await send(t.app, 'POST', '/api/job', user.token, jobBody(user));
    expect(res.statusCode).toBe(201);
    const { job, analysis } = res.json<{ job: Job; analysis: { category: string } }>();
    expect(job).toMatchObject({ status: 'draft', statusChangedAt: job.createdAt });
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, job._id));
    expect(row?.wordCount).toBe(wordCount(htmlText(job.aiResponse)));
    expect(row?.wordCount).toBeGreaterThan(50);
    // An analytics dashboard is data work, as the analysis shown beside the draft says.
    expect(row?.category).toBe('data');
    expect(categoryLabels.data).toBe(analysis.category);
  });
});

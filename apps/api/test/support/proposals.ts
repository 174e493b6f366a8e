import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { nextStatuses, type ProposalStatus } from '@quillbid/shared';
import { jobs, users } from '../../src/db/schema.js';
import { send } from './factories.js';
import type { TestApp } from './test-app.js';

export const userIdOf = async (t: TestApp, email: string): Promise<string> => {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  expect(row, `a user ${email}`).toBeDefined();
  return row?.id ?? '';
};

export type ProposalRow = Omit<typeof jobs.$inferInsert, 'userId'>;

/**
 * Proposals saved straight into a user's history, for histories too long or too old to generate (what
 * generation saves is tested in jobs.test.ts and outcomes.test.ts). Their ids, in the order given.
 */
export async function insertProposals(t: TestApp, userId: string, rows: Partial<ProposalRow>[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const saved = await t.database.db
    .insert(jobs)
    .values(
      rows.map((row) => ({
        jobTitle: 'A proposal',
        jobDescription: 'A job',
        aiResponse: '<p>A short proposal</p>',
        wordCount: 3,
        // A draft's status dates from when it was written.
        statusChangedAt: row.createdAt,
        ...row,
        userId,
      })),
    )
    .returning({ id: jobs.id });
  return saved.map((row) => row.id);
}

export const moveStatus = (t: TestApp, token: string, jobId: string, status: string) =>
  send(t.app, 'POST', `/api/job/${jobId}/status`, token, { status });

/** Marks a proposal with each status in turn, each move answered 200. */
export async function markStatuses(t: TestApp, token: string, jobId: string, statuses: readonly ProposalStatus[]) {
  for (const status of statuses) {
    const res = await moveStatus(t, token, jobId, status);
    expect(res.statusCode, `${status}: ${res.body}`).toBe(200);
  }
}

/** The fewest moves from draft to `status` that the shared rule allows. */
export function pathTo(status: ProposalStatus): ProposalStatus[] {
  const paths = new Map<ProposalStatus, ProposalStatus[]>([['draft', []]]);
  const queue: ProposalStatus[] = ['draft'];
  for (let from = queue.shift(); from !== undefined; from = queue.shift()) {
    for (const to of nextStatuses(from)) {
      if (paths.has(to)) continue;
      paths.set(to, [...(paths.get(from) ?? []), to]);
      queue.push(to);
    }
  }
  const path = paths.get(status);
  if (!path) throw new Error(`${status} cannot be reached from draft`);
  return path;
}

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProposalWriter } from '../src/ai/writer.js';
import { jobs, users } from '../src/db/schema.js';
import { jobBody, readyUser } from './support/job-fixtures.js';
import { usageCounts } from './support/plans.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** A writer slow enough for the client to leave halfway. */
let release: () => void = () => {};
const halfway = new Promise<void>((resolve) => (release = resolve));
const slowWriter: ProposalWriter = {
  mode: 'llm',
  async *write() {
    yield '<p>You need a React dashboard.</p>';
    await halfway;
    yield '<p>I built “Billing dashboard”.</p>';
  },
  answer: async ({ questions }) => questions.map(() => null),
};

let t: TestApp;
let address: string;
beforeAll(async () => {
  t = await createTestApp({}, { writer: slowWriter });
  address = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => t.close());

describe('a client that leaves mid-stream', () => {
  it('still gets its finished proposal saved, charged once', async () => {
    const user = await readyUser(t);
    const controller = new AbortController();
    const response = await fetch(`${address}/api/job/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
      body: JSON.stringify(jobBody(user)),
      signal: controller.signal,
    });
    const reader = response.body?.getReader();
    const first = new TextDecoder().decode((await reader?.read())?.value);
    expect(first).toContain('event: chunk');
    controller.abort();
    release();

    const [owner] = await t.database.db.select().from(users).where(eq(users.email, user.email));
    await expect
      .poll(
        async () =>
          (
            await t.database.db
              .select()
              .from(jobs)
              .where(eq(jobs.userId, owner?.id ?? ''))
          ).length,
        { timeout: 5000 },
      )
      .toBe(1);
    const [saved] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.userId, owner?.id ?? ''));
    expect(saved?.aiResponse).toBe('<p>You need a React dashboard.</p><p>I built “Billing dashboard”.</p>');
    expect((await usageCounts(t.database.db, user))?.usedProposals).toBe(1);
  });
});

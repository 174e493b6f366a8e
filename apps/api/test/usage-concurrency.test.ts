import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageMessages, type UsageKind } from '@quillbid/shared';
import { profileBody, send, subscribedUser } from './support/factories.js';
import { jobBody, readyUser, templateBody } from './support/job-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * PGlite runs one transaction at a time, so only a real PostgreSQL server (TEST_DATABASE_URL, as in
 * `npm run test:pg`) can show that a limit holds when requests truly overlap: the pool runs them on
 * separate connections at once.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const PARALLEL = 24;

let t: TestApp;
beforeAll(async () => {
  if (onPostgres) t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const usage = async (token: string) =>
  (await send(t.app, 'GET', '/api/users', token)).json<{
    subscription: { limits: Record<UsageKind, number> };
    usage: Record<UsageKind, number>;
  }>();

/** Sends `PARALLEL` copies of a request at once; answers how many were created and what the rest said. */
async function inParallel(request: () => ReturnType<typeof send>) {
  const answers = await Promise.all(Array.from({ length: PARALLEL }, request));
  const created = answers.filter((res) => res.statusCode === 201).length;
  const refused = answers.filter((res) => res.statusCode !== 201).map((res) => `${res.statusCode} ${res.json().error}`);
  return { created, refused };
}

describe.skipIf(!onPostgres)('usage limits under concurrent requests on PostgreSQL', () => {
  it('generates exactly the proposals left when more are asked for at once', async () => {
    const user = await readyUser(t, 'free');
    const { subscription } = await usage(user.token);
    const limit = subscription.limits.proposals;
    expect(limit).toBeLessThan(PARALLEL);

    const { created, refused } = await inParallel(() => send(t.app, 'POST', '/api/job', user.token, jobBody(user)));
    expect(created).toBe(limit);
    expect(refused).toEqual(
      Array(PARALLEL - limit).fill('403 Proposal limit reached, please subscribe again for further assistance'),
    );
    expect((await usage(user.token)).usage.proposals).toBe(limit);
    expect((await send(t.app, 'GET', '/api/job', user.token)).json().total).toBe(limit);
  });

  it('creates exactly the profiles the plan allows when more are created at once', async () => {
    const user = await subscribedUser(t, 'starter');
    const limit = (await usage(user.token)).subscription.limits.profiles;
    expect(limit).toBeLessThan(PARALLEL);

    const { created, refused } = await inParallel(() => send(t.app, 'POST', '/api/profile', user.token, profileBody()));
    expect(created).toBe(limit);
    expect(refused).toEqual(Array(PARALLEL - limit).fill(`403 ${usageMessages.limitReached.profiles}`));
    expect((await usage(user.token)).usage.profiles).toBe(limit);
    expect((await send(t.app, 'GET', '/api/profile', user.token)).json().profiles).toHaveLength(limit);
  });

  it('creates exactly the templates the plan allows when more are created at once', async () => {
    const user = await subscribedUser(t, 'starter');
    const profile = (await send(t.app, 'POST', '/api/profile', user.token, profileBody())).json().profile;
    const limit = (await usage(user.token)).subscription.limits.templates;
    expect(limit).toBeLessThan(PARALLEL);

    const { created, refused } = await inParallel(() =>
      send(t.app, 'POST', '/api/template', user.token, templateBody(profile._id)),
    );
    expect(created).toBe(limit);
    expect(refused).toEqual(Array(PARALLEL - limit).fill(`403 ${usageMessages.limitReached.templates}`));
    expect((await usage(user.token)).usage.templates).toBe(limit);
    expect((await send(t.app, 'GET', '/api/template', user.token)).json().templates).toHaveLength(limit);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpMessages } from '@quillbid/shared';
import { send } from './support/factories.js';
import { JOB, jobBody, readyUser } from './support/job-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const MAX = 3;
const PROFILE_PAGE = 'Ada Lovelace\nFull-stack developer\nLondon, United Kingdom\n$60.00/hr\nSkills: React, Node.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ COSTLY_RATE_LIMIT_MAX: String(MAX) });
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof readyUser>>;
const costlyCalls: [string, (user: User) => ReturnType<typeof send>][] = [
  ['POST job/analyse', (user) => send(t.app, 'POST', '/api/job/analyse', user.token, JOB)],
  ['POST profile/import', (user) => send(t.app, 'POST', '/api/profile/import', user.token, { text: PROFILE_PAGE })],
  ['GET job/export.csv', (user) => send(t.app, 'GET', '/api/job/export.csv', user.token)],
];

function expectLimited(res: Awaited<ReturnType<typeof send>>) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ error: httpMessages.tooManyRequests, code: 'TOO_MANY_REQUESTS' });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

describe('costly routes, limited per account (COSTLY_RATE_LIMIT_MAX)', () => {
  it.each(costlyCalls)('%s answers 429 past the limit, for that account only', async (_, call) => {
    const [user, other] = [await readyUser(t), await readyUser(t)];
    for (let i = 0; i < MAX; i++) expect((await call(user)).statusCode).toBe(200);
    expectLimited(await call(user));
    expect((await call(other)).statusCode).toBe(200);
    // Reading the history is not costly: it stays open.
    expect((await send(t.app, 'GET', '/api/job', user.token)).statusCode).toBe(200);
  });

  it('counts writing a proposal once, whether it is streamed or not', async () => {
    const user = await readyUser(t);
    expect((await send(t.app, 'POST', '/api/job', user.token, jobBody(user))).statusCode).toBe(201);
    expect((await send(t.app, 'POST', '/api/job/stream', user.token, jobBody(user))).statusCode).toBe(200);
    expect((await send(t.app, 'POST', '/api/job', user.token, jobBody(user))).statusCode).toBe(201);
    expectLimited(await send(t.app, 'POST', '/api/job/stream', user.token, jobBody(user)));
    expectLimited(await send(t.app, 'POST', '/api/job', user.token, jobBody(user)));
    // Refused before anything was written: three proposals saved, no more.
    const history = (await send(t.app, 'GET', '/api/job', user.token)).json<{ total: number }>();
    expect(history.total).toBe(3);
  });
});

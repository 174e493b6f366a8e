import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyUser, jobBody } from './support/job-fixtures.js';
import { send } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SECURITY_HEADERS = ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy'];

describe('security headers', () => {
  it('come with every kind of answer: JSON, an error, an unknown route and an event stream', async () => {
    const user = await readyUser(t);
    const answers = [
      await t.app.inject({ url: '/api/packages' }),
      await t.app.inject({ url: '/api/users' }),
      await t.app.inject({ url: '/api/nowhere' }),
      await send(t.app, 'POST', '/api/job/stream', user.token, jobBody(user)),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 401, 404, 200]);
    for (const res of answers) {
      for (const header of SECURITY_HEADERS) expect(res.headers[header], header).toBeTruthy();
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    }
  });

  it('tell browsers and proxies to keep no copy of an API answer, whatever its status', async () => {
    const user = await readyUser(t);
    const answers = [
      await send(t.app, 'GET', '/api/users', user.token),
      await send(t.app, 'GET', '/api/job?page=1&pageSize=20', user.token),
      await t.app.inject({ url: '/api/users' }),
      await t.app.inject({ url: '/api/packages' }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 401, 200]);
    for (const res of answers) expect(res.headers['cache-control']).toBe('no-store');
  });
});

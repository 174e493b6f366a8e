import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Session } from '../src/auth/session-tokens.js';
import { createSessionChecks } from '../src/http/session-checks.js';
import { mailedToken, post, send, signedInUser } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const session = (tokenId: string, userId = 'user-1'): Session => ({
  userId,
  tokenId,
  tokenVersion: 0,
  expiresAt: new Date(Date.now() + 60_000),
});

describe('createSessionChecks', () => {
  it('takes a session as checked for the window, then asks again', async () => {
    const checks = createSessionChecks(50);
    checks.remember(session('a'));
    expect(checks.isRecent(session('a'))).toBe(true);
    expect(checks.isRecent(session('b'))).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(checks.isRecent(session('a'))).toBe(false);
  });

  it('forgets one session at its logout, and every session of a user at a password reset', () => {
    const checks = createSessionChecks(60_000);
    for (const [tokenId, userId] of [
      ['a', 'user-1'],
      ['b', 'user-1'],
      ['c', 'user-2'],
    ] as const)
      checks.remember(session(tokenId, userId));
    checks.forgetSession('a');
    expect(checks.isRecent(session('a'))).toBe(false);
    expect(checks.isRecent(session('b'))).toBe(true);
    checks.forgetUser('user-1');
    expect(checks.isRecent(session('b', 'user-1'))).toBe(false);
    expect(checks.isRecent(session('c', 'user-2'))).toBe(true);
  });

  it('remembers nothing with a window of 0, and at most its capacity, dropping the oldest', () => {
    const never = createSessionChecks(0);
    never.remember(session('a'));
    expect(never.isRecent(session('a'))).toBe(false);

    const small = createSessionChecks(60_000, 2);
    for (const tokenId of ['a', 'b', 'c']) small.remember(session(tokenId));
    expect(['a', 'b', 'c'].map((tokenId) => small.isRecent(session(tokenId)))).toEqual([false, true, true]);
  });
});

describe('sessions checked a moment ago, across two processes on one database', () => {
  let t: TestApp;
  /** A second server process: the same database and settings, its own memory of checked sessions. */
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ SESSION_CHECK_WINDOW_MS: '60000' });
    other = await buildApp({ config: t.app.ctx.config, db: t.database.db, logger: false });
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const status = (app: FastifyInstance, url: string, token: string) =>
    send(app, 'GET', url, token).then((res) => res.statusCode);

  it('refuses a logged-out token at once on the process that logged it out', async () => {
    const user = await signedInUser(t);
    expect(await status(t.app, '/api/profile', user.token)).toBe(200);
    expect((await post(t.app, '/api/auth/logout', undefined, user.token)).statusCode).toBe(204);
    expect(await status(t.app, '/api/profile', user.token)).toBe(401);
  });

  it('lets another process serve lists until its window ends, but never the account of a logged-out token', async () => {
    const user = await signedInUser(t);
    expect(await status(other, '/api/profile', user.token)).toBe(200);
    expect((await post(t.app, '/api/auth/logout', undefined, user.token)).statusCode).toBe(204);
    // Within the window the other process still takes the session as checked for routes that only need
    // the user's id; anything that reads the account reads the logout with it.
    expect(await status(other, '/api/profile', user.token)).toBe(200);
    expect(await status(other, '/api/users', user.token)).toBe(401);
    expect(await status(other, '/api/profile', user.token)).toBe(401);
  });

  it('refuses every session issued before a password reset on the process that reset it', async () => {
    const user = await signedInUser(t);
    expect(await status(t.app, '/api/template', user.token)).toBe(200);
    expect((await post(t.app, '/api/auth/password-reset-request', { email: user.email })).statusCode).toBe(200);
    const token = await mailedToken(t, user.email, '/reset-password');
    const reset = await post(t.app, '/api/auth/reset-password', { token, password: 'a new password entirely' });
    expect(reset.statusCode).toBe(200);
    expect(await status(t.app, '/api/template', user.token)).toBe(401);
  });
});

describe('a process with a short window', () => {
  let t: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ SESSION_CHECK_WINDOW_MS: '200' });
    other = await buildApp({ config: t.app.ctx.config, db: t.database.db, logger: false });
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('notices a logout on another process once its window has passed', async () => {
    const user = await signedInUser(t);
    expect((await send(other, 'GET', '/api/profile', user.token)).statusCode).toBe(200);
    expect((await post(t.app, '/api/auth/logout', undefined, user.token)).statusCode).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await send(other, 'GET', '/api/profile', user.token)).statusCode).toBe(401);
  });
});

import type { FastifyInstance } from 'fastify';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { post, signedInUser } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const OLD_SECRET = 'the-secret-sessions-were-signed-with-before';
const NEW_SECRET = 'the-secret-that-signs-sessions-from-now-on';

let t: TestApp;
let user: Awaited<ReturnType<typeof signedInUser>>;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  t = await createTestApp({ JWT_SECRET: OLD_SECRET });
  user = await signedInUser(t);
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await t.close();
});

/** The same database served after a deploy that changed the secrets. */
async function deployedWith(jwtSecret: string, jwtPreviousSecret: string | null) {
  const app = await buildApp({
    config: { ...t.config, jwtSecret, jwtPreviousSecret },
    db: t.database.db,
    logger: false,
  });
  apps.push(app);
  return app;
}

const account = (app: FastifyInstance, token: string) =>
  app.inject({ url: '/api/users', headers: { authorization: `Bearer ${token}` } });

/** The user's own session, signed with `secret` and expiring at `expiresAt`: only those two differ. */
const signedWith = (secret: string, expiresAt: number) =>
  new SignJWT({ ver: decodeJwt(user.token).ver })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(decodeJwt(user.token).sub ?? '')
    .setJti(crypto.randomUUID())
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(secret));

describe('rotating JWT_SECRET with JWT_SECRET_PREVIOUS', () => {
  it('keeps sessions signed with the previous secret, and signs new ones with the new secret', async () => {
    const rotated = await deployedWith(NEW_SECRET, OLD_SECRET);
    const res = await account(rotated, user.token);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ email: string }>().email).toBe(user.email);

    const login = await post(rotated, '/api/auth/login', { email: user.email, password: user.password });
    expect(login.statusCode).toBe(200);
    const newToken = login.json<{ token: string }>().token;
    // Once every old session has expired, JWT_SECRET_PREVIOUS goes and new sessions still work.
    expect((await account(await deployedWith(NEW_SECRET, null), newToken)).statusCode).toBe(200);
    expect((await account(t.app, newToken)).statusCode).toBe(401);
  });

  it('signs everyone out when the secret changes without it', async () => {
    expect((await account(await deployedWith(NEW_SECRET, null), user.token)).statusCode).toBe(401);
  });

  it('still refuses a token signed with any other secret, and an expired one signed with the previous', async () => {
    const rotated = await deployedWith(NEW_SECRET, OLD_SECRET);
    const inAnHour = Math.floor(Date.now() / 1000) + 3600;
    const anHourAgo = Math.floor(Date.now() / 1000) - 3600;
    expect((await account(rotated, await signedWith(OLD_SECRET, inAnHour))).statusCode).toBe(200);
    expect(
      (await account(rotated, await signedWith('a-third-secret-nobody-configured-here', inAnHour))).statusCode,
    ).toBe(401);
    expect((await account(rotated, await signedWith(OLD_SECRET, anHourAgo))).statusCode).toBe(401);
  });

  it('logs out a session signed with the previous secret for good', async () => {
    const rotated = await deployedWith(NEW_SECRET, OLD_SECRET);
    const { token } = await signedInUser(t);
    const logout = await rotated.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(204);
    expect((await account(rotated, token)).statusCode).toBe(401);
    expect((await account(t.app, token)).statusCode).toBe(401);
  });
});

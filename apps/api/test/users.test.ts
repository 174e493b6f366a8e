import { eq } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages, authMessages, userSchema } from '@quillbid/shared';
import { users } from '../src/db/schema.js';
import { signedInUser } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getUser = (token: string) => t.app.inject({ url: '/api/users', headers: { authorization: `Bearer ${token}` } });
const patchUser = (token: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/users', payload, headers: { authorization: `Bearer ${token}` } });

describe('GET /api/users', () => {
  it('returns the signed-in user in the spec shape, on the free plan, without any secret', async () => {
    const user = await signedInUser(t, { firstName: 'Grace', lastName: 'Hopper' });
    const res = await getUser(user.token);
    expect(res.statusCode).toBe(200);
    const body = userSchema.parse(res.json());
    expect(body).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: user.email,
      phoneNumber: '',
      emailVerification: { verified: true },
      packageSubscribed: true,
      subscription: { packageType: 'free', renews: true, limits: { profiles: 1, proposals: 10, templates: 2 } },
      usage: { profiles: 0, proposals: 0, templates: 0 },
      invitedBy: null,
      agencyId: null,
      stripeCustomerId: null,
    });
    expect(res.body).not.toMatch(/password|argon2|tokenVersion/i);
    // The free month runs from the first use of the account and renews.
    const month = Date.parse(body.subscription?.endDate ?? '') - Date.now();
    expect(month).toBeGreaterThan(27 * 24 * 3600e3);
    expect(month).toBeLessThan(32 * 24 * 3600e3);
  });

  it('answers 401 without a token, and for a cookie-only request (no CSRF by design)', async () => {
    const user = await signedInUser(t);
    expect((await t.app.inject({ url: '/api/users' })).statusCode).toBe(401);
    const cookieOnly = await t.app.inject({ url: '/api/users', headers: { cookie: `token=${user.token}` } });
    expect(cookieOnly.statusCode).toBe(401);
    expect(cookieOnly.json()).toEqual({ error: authMessages.unauthorized, code: 'UNAUTHORIZED' });
  });
});

describe('session tokens', () => {
  const secret = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256-signing');

  it.each([
    [
      'an unsigned token (alg none)',
      async (sub: string) => new UnsecuredJWT({ ver: 0 }).setSubject(sub).setJti('s').setExpirationTime('1h').encode(),
    ],
    [
      'a token signed with another key',
      (sub: string) =>
        new SignJWT({ ver: 0 })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(sub)
          .setJti('s')
          .setExpirationTime('1h')
          .sign(new TextEncoder().encode('another-secret-of-sufficient-length-123')),
    ],
    [
      'an expired token',
      (sub: string) =>
        new SignJWT({ ver: 0 })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(sub)
          .setJti('s')
          .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
          .sign(secret),
    ],
    [
      'a token without exp',
      (sub: string) =>
        new SignJWT({ ver: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject(sub).setJti('s').sign(secret),
    ],
    [
      'a token without a session id (it could never be logged out)',
      (sub: string) =>
        new SignJWT({ ver: 0 })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(sub)
          .setExpirationTime('1h')
          .sign(secret),
    ],
    [
      'a token with an old version',
      (sub: string) =>
        new SignJWT({ ver: -1 })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(sub)
          .setJti('s')
          .setExpirationTime('1h')
          .sign(secret),
    ],
  ])('refuses %s with 401', async (_, makeToken) => {
    const user = await signedInUser(t);
    const sub = (await getUser(user.token)).json()._id;
    expect((await getUser(await makeToken(sub))).statusCode).toBe(401);
  });

  it('refuses a tampered payload', async () => {
    const user = await signedInUser(t);
    const other = await signedInUser(t);
    const [header, , signature] = user.token.split('.');
    const otherPayload = other.token.split('.')[1];
    expect((await getUser(`${header}.${otherPayload}.${signature}`)).statusCode).toBe(401);
  });

  it('refuses the token of a deleted user', async () => {
    const user = await signedInUser(t);
    await t.database.db.delete(users).where(eq(users.email, user.email));
    expect((await getUser(user.token)).statusCode).toBe(401);
  });
});

describe('PATCH /api/users', () => {
  it('changes first name, last name and phone number', async () => {
    const user = await signedInUser(t);
    const res = await patchUser(user.token, {
      firstName: ' Katherine ',
      lastName: 'Johnson',
      phoneNumber: '0123456789',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Katherine', lastName: 'Johnson', phoneNumber: '0123456789' });
    expect((await getUser(user.token)).json()).toMatchObject({ firstName: 'Katherine', phoneNumber: '0123456789' });
  });

  it.each([
    [
      'subscription',
      { packageType: 'pro', endDate: '2099-01-01', limits: { profiles: 99, proposals: 99, templates: 99 } },
    ],
    ['packageSubscribed', true],
    ['email', 'someone@else.com'],
    ['invitedBy', '00000000-0000-0000-0000-000000000000'],
    ['agencyId', { _id: '00000000-0000-0000-0000-000000000000' }],
    ['emailVerification', { verified: false }],
    ['stripeCustomerId', 'cus_123'],
    ['role', 'admin'],
    ['userId', '00000000-0000-0000-0000-000000000000'],
  ])('rejects a body carrying %s with 400 and changes nothing', async (field, value) => {
    const user = await signedInUser(t);
    const before = (await getUser(user.token)).json();
    const res = await patchUser(user.token, { firstName: 'Mallory', [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(`Unrecognized key: "${field}"`);
    expect((await getUser(user.token)).json()).toEqual(before);
  });

  it.each([
    [{ firstName: '  ' }, accountMessages.firstNameRequired],
    [{ lastName: '' }, 'Last Name is required.'],
    [{ phoneNumber: '+1 555-0100' }, accountMessages.phoneDigitsOnly],
    [{ phoneNumber: '1'.repeat(21) }, accountMessages.phoneTooLong],
    [{ firstName: 7 }, expect.any(String)],
  ])('rejects invalid values %j with 400', async (body, message) => {
    const user = await signedInUser(t);
    const res = await patchUser(user.token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(message);
  });

  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: '/api/users', payload: { firstName: 'X' } });
    expect(res.statusCode).toBe(401);
  });
});

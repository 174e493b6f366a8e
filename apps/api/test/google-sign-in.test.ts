import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyMessages, authMessages, userSchema } from '@quillbid/shared';
import { users } from '../src/db/schema.js';
import { agencyOwner, invite } from './support/agency.js';
import { mailedToken, newAccount, post, signedInUser } from './support/factories.js';
import { startGoogleKeys } from './support/google-keys.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let google: Awaited<ReturnType<typeof startGoogleKeys>>;
let t: TestApp;
beforeAll(async () => {
  google = await startGoogleKeys();
  t = await createTestApp({}, {}, google.config);
});
afterAll(async () => {
  await t.close();
  await google.close();
});

const signIn = (body: object) => post(t.app, '/api/auth/firebase-auth', { loginVia: 'google', ...body });
const me = (token: string) => t.app.inject({ url: '/api/users', headers: { authorization: `Bearer ${token}` } });

describe('POST /api/auth/firebase-auth', () => {
  it('creates a verified account from a valid ID token and signs it in', async () => {
    const { email } = newAccount();
    const res = await signIn({ credential: await google.idToken(email) });
    expect(res.statusCode).toBe(200);
    const user = userSchema.parse((await me(res.json<{ token: string }>().token)).json());
    expect(user).toMatchObject({
      email,
      firstName: 'Margaret',
      lastName: 'Hamilton',
      emailVerification: { verified: true },
      profilePicture: 'https://lh3.googleusercontent.com/a/photo',
    });
  });

  it('signs the same person in again to the same account', async () => {
    const { email } = newAccount();
    const first = await signIn({ credential: await google.idToken(email) });
    const second = await signIn({ credential: await google.idToken(email) });
    const ids = await Promise.all(
      [first, second].map(async (res) => (await me(res.json<{ token: string }>().token)).json<{ _id: string }>()._id),
    );
    expect(ids[0]).toBe(ids[1]);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('links to an existing e-mail/password account, which keeps its password and name', async () => {
    const account = await signedInUser(t, { firstName: 'Grace' });
    const res = await signIn({ credential: await google.idToken(account.email) });
    expect(res.statusCode).toBe(200);
    const user = (await me(res.json<{ token: string }>().token)).json<{ firstName: string }>();
    expect(user.firstName).toBe('Grace');
    const login = await post(t.app, '/api/auth/login', { email: account.email, password: account.password });
    expect(login.statusCode).toBe(200);
  });

  it('verifies an unverified account and voids the password nobody proved the mailbox for', async () => {
    const squatter = newAccount();
    expect((await post(t.app, '/api/auth/register', squatter)).statusCode).toBe(201);
    const res = await signIn({ credential: await google.idToken(squatter.email) });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, squatter.email));
    expect(row).toMatchObject({ emailVerified: true, passwordHash: null });
    const login = await post(t.app, '/api/auth/login', { email: squatter.email, password: squatter.password });
    expect(login.statusCode).toBe(401);
  });

  it.each([
    ['a wrong audience', { audience: 'someone-else.apps.googleusercontent.com' }],
    ['a wrong issuer', { issuer: 'https://evil.example.com' }],
    ['an expired token', { expiresIn: Math.floor(Date.now() / 1000) - 60 }],
    ['a signature by a key Google does not publish', { foreignKey: true }],
    ['an e-mail Google has not verified', { claims: { email_verified: false } }],
  ])('refuses %s with 401 and creates no account', async (_case, options) => {
    const { email } = newAccount();
    const res = await signIn({ credential: await google.idToken(email, options) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: authMessages.googleFailed });
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('never takes identity from client-sent profile data', async () => {
    const victim = await signedInUser(t);
    const profileData = { email: victim.email, firstName: 'Mallory', lastName: 'X', verified: true };
    const withoutToken = await signIn({ profileData });
    expect(withoutToken.statusCode).toBe(401);

    const { email: attacker } = newAccount();
    const withToken = await signIn({ credential: await google.idToken(attacker), profileData });
    expect(withToken.statusCode).toBe(200);
    const user = (await me(withToken.json<{ token: string }>().token)).json<{ email: string; firstName: string }>();
    expect(user).toMatchObject({ email: attacker, firstName: 'Margaret' });
  });

  it('refuses a token that is not a JWT, and a body with unknown fields', async () => {
    expect((await signIn({ credential: 'not-a-jwt' })).statusCode).toBe(401);
    expect((await signIn({ credential: 'x', isVerified: true })).statusCode).toBe(400);
    expect((await post(t.app, '/api/auth/firebase-auth', { loginVia: 'facebook', credential: 'x' })).statusCode).toBe(
      400,
    );
  });
});

describe('accepting an agency invite with Google', () => {
  const acceptWithGoogle = (token: string, credential?: string) =>
    post(t.app, '/api/users/verify-invite', { token, loginVia: 'google', credential });

  it('signs the invitee in as a verified member when the Google e-mail is the invited one', async () => {
    const owner = await agencyOwner(t);
    const { email } = newAccount();
    await invite(t, owner.token, email);
    const token = await mailedToken(t, email, '/accept-invite');
    const res = await acceptWithGoogle(token, await google.idToken(email));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: agencyMessages.inviteAcceptedWithGoogle });
    const user = userSchema.parse((await me(res.json<{ token: string }>().token)).json());
    expect(user).toMatchObject({
      email,
      firstName: 'Margaret',
      emailVerification: { verified: true },
      agencyId: { _id: owner.agencyId },
      invitedBy: owner.agency.createdBy,
      packageSubscribed: true,
    });
    expect((await acceptWithGoogle(token, await google.idToken(email))).statusCode).toBe(400);
  });

  it('refuses another Google account or a bad token, and leaves the invite usable', async () => {
    const owner = await agencyOwner(t);
    const { email } = newAccount();
    await invite(t, owner.token, email);
    const token = await mailedToken(t, email, '/accept-invite');

    const other = await acceptWithGoogle(token, await google.idToken(newAccount().email));
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ error: agencyMessages.inviteForAnotherEmail });
    expect((await acceptWithGoogle(token, await google.idToken(email, { foreignKey: true }))).statusCode).toBe(401);
    expect((await acceptWithGoogle(token)).statusCode).toBe(401);

    expect((await acceptWithGoogle(token, await google.idToken(email))).statusCode).toBe(200);
  });
});

describe('without GOOGLE_CLIENT_ID', () => {
  it('refuses even a well-signed token', async () => {
    const plain = await createTestApp({}, {}, { googleJwksUrl: google.config.googleJwksUrl });
    try {
      const res = await post(plain.app, '/api/auth/firebase-auth', {
        loginVia: 'google',
        credential: await google.idToken(newAccount().email),
      });
      expect(res.statusCode).toBe(401);
    } finally {
      await plain.close();
    }
  });
});

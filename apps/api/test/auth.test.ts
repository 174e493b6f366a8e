import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@quillbid/shared';
import { oneTimeTokens, revokedSessions, users } from '../src/db/schema.js';
import { agencyOwner, invite } from './support/agency.js';
import { mailedToken, newAccount, post, signedInUser } from './support/factories.js';
import { currentPlan } from './support/plans.js';
import { createTestApp, TEST_APP_URL, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60;

describe('POST /api/auth/register', () => {
  it('creates an unverified account, stores an argon2id hash and mails a verification link built from APP_URL', async () => {
    const account = newAccount({ email: 'Mixed.Case@Example.com' });
    const res = await post(t.app, '/api/auth/register', account);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: authMessages.registered });
    expect(res.body).not.toContain('password');

    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'mixed.case@example.com'));
    expect(row?.emailVerified).toBe(false);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await currentPlan(t.database.db, { email: 'mixed.case@example.com' })).toBeUndefined();

    const [mail] = await t.mails();
    expect(mail?.toAddress).toBe('mixed.case@example.com');
    expect(mail?.textBody).toContain(`${TEST_APP_URL}/verify-email?token=`);
    expect(mail?.htmlBody).toContain(`href="${TEST_APP_URL}/verify-email?token=`);
    expect(mail?.status).toBe('logged');
  });

  it('builds links from APP_URL even when the request names another host', async () => {
    const account = newAccount();
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: account,
      headers: { host: 'evil.example' },
    });
    const [mail] = await t.mails();
    expect(mail?.textBody).toContain(TEST_APP_URL);
    expect(mail?.textBody).not.toContain('evil.example');
  });

  it('answers a taken e-mail as it answers a new one, and tells the owner someone tried', async () => {
    const owner = await signedInUser(t);
    const fresh = await post(t.app, '/api/auth/register', newAccount());
    const taken = await post(t.app, '/api/auth/register', {
      ...newAccount({ firstName: 'Mallory' }),
      email: owner.email.toUpperCase(),
    });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.statusCode).toBe(201);
    expect(taken.json()).toEqual(fresh.json());
    expect(taken.json()).toEqual({ message: 'Check your email: we have sent you a link to continue.' });

    const [mail] = await t.mails();
    expect(mail?.toAddress).toBe(owner.email);
    expect(mail?.subject).toBe('Someone tried to sign up to Quillbid with your e-mail address');
    expect(mail?.textBody).toContain(`Sign in: ${TEST_APP_URL}/login`);
    expect(mail?.textBody).toContain(`${TEST_APP_URL}/forgot-password`);
    expect(mail?.htmlBody).toContain(`href="${TEST_APP_URL}/forgot-password"`);
    expect(mail?.textBody).not.toContain('/verify-email');

    // The account is untouched: its password still works, the one just sent does not.
    const login = (password: string) => post(t.app, '/api/auth/login', { email: owner.email, password });
    expect((await login(owner.password)).statusCode).toBe(200);
    expect((await login(newAccount().password + '!')).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, owner.email));
    expect(row?.firstName).toBe('Ada');
  });

  it('gives an account never verified the name and password just chosen, and a fresh link that voids the old', async () => {
    const first = newAccount({ password: 'a stranger chose this' });
    await post(t.app, '/api/auth/register', first);
    const oldLink = await mailedToken(t, first.email, '/verify-email');

    const again = await post(t.app, '/api/auth/register', {
      ...first,
      firstName: 'Grace',
      password: 'the owner chose this',
    });
    expect(again.statusCode).toBe(201);
    const newLink = await mailedToken(t, first.email, '/verify-email');
    expect(newLink).not.toBe(oldLink);
    expect((await post(t.app, `/api/auth/confirm/${oldLink}`)).statusCode).toBe(400);
    expect((await post(t.app, `/api/auth/confirm/${newLink}`)).statusCode).toBe(200);

    const login = (password: string) => post(t.app, '/api/auth/login', { email: first.email, password });
    expect((await login('a stranger chose this')).statusCode).toBe(401);
    expect((await login('the owner chose this')).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, first.email));
    expect(row?.firstName).toBe('Grace');
  });

  it('does not seat an invitee who signs up and verifies instead of accepting the invite', async () => {
    const owner = await agencyOwner(t);
    const { email } = newAccount();
    expect((await invite(t, owner.token, email)).statusCode).toBe(201);

    const member = await signedInUser(t, { email });
    const me = await t.app.inject({ url: '/api/users', headers: { authorization: `Bearer ${member.token}` } });
    expect(me.json()).toMatchObject({ agencyId: null, invitedBy: null });
  });

  it('refuses a NUL or a lone surrogate in a name with 400, naming the field', async () => {
    for (const firstName of ['Ada\u0000', 'Ada\uD800']) {
      const res = await post(t.app, '/api/auth/register', newAccount({ firstName }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('First Name contains a character that cannot be saved.');
    }
  });

  it.each([
    ['a missing first name', { firstName: undefined }, 'Please fill all required fields'],
    ['a blank last name', { lastName: '   ' }, authMessages.fillAllRequired],
    ['a malformed e-mail', { email: 'not-an-email' }, authMessages.invalidEmail],
    ['a missing e-mail', { email: undefined }, authMessages.emailRequired],
    ['a short password', { password: 'short' }, authMessages.passwordTooShort],
    ['a password over 128 characters', { password: 'x'.repeat(129) }, authMessages.passwordTooLong],
    ['a number for a name', { firstName: 42 }, authMessages.fillAllRequired],
    ['a privileged extra field', { isVerified: true }, 'Unrecognized key: "isVerified"'],
  ])('rejects %s with 400 and creates nothing', async (_, change, message) => {
    const account = { ...newAccount(), ...change };
    const res = await post(t.app, '/api/auth/register', account);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    if (typeof account.email === 'string') {
      expect(await t.database.db.select().from(users).where(eq(users.email, account.email))).toHaveLength(0);
    }
  });

  it('accepts a long Unicode password without truncating it', async () => {
    const password = 'пароль-密码-🔐'.repeat(6);
    const user = await signedInUser(t, { password });
    const truncated = await post(t.app, '/api/auth/login', { email: user.email, password: password.slice(0, 60) });
    expect(truncated.statusCode).toBe(401);
  });
});

describe('POST /api/auth/confirm/:token', () => {
  it('verifies the account once; the same link then fails and changes nothing', async () => {
    const account = newAccount();
    await post(t.app, '/api/auth/register', account);
    const token = await mailedToken(t, account.email, '/verify-email');
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url

    const first = await post(t.app, `/api/auth/confirm/${token}`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Email successfully verified!' });
    const again = await post(t.app, `/api/auth/confirm/${token}`);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(authMessages.invalidOrExpiredToken);
  });

  it('stores only a hash of the token', async () => {
    const account = newAccount();
    await post(t.app, '/api/auth/register', account);
    const token = await mailedToken(t, account.email, '/verify-email');
    const rows = await t.database.db.select().from(oneTimeTokens);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });

  it('refuses an expired token', async () => {
    const account = newAccount();
    await post(t.app, '/api/auth/register', account);
    const token = await mailedToken(t, account.email, '/verify-email');
    await t.database.db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await post(t.app, `/api/auth/confirm/${token}`)).statusCode).toBe(400);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, account.email));
    expect(row?.emailVerified).toBe(false);
  });

  it.each(['unknown-token-value', 'x'.repeat(201), '%00%27--'])(
    'refuses the unknown or malformed token %s with 4xx JSON',
    async (token) => {
      const res = await post(t.app, `/api/auth/confirm/${token}`);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().error).toEqual(expect.any(String));
    },
  );

  it('does not accept a password-reset token as a verification token', async () => {
    const user = await signedInUser(t);
    await post(t.app, '/api/auth/password-reset-request', { email: user.email });
    const resetToken = await mailedToken(t, user.email, '/reset-password');
    expect((await post(t.app, `/api/auth/confirm/${resetToken}`)).statusCode).toBe(400);
  });
});

describe('POST /api/auth/login', () => {
  it('refuses an unverified account with a clear message, and a verified one gets a 1-day token', async () => {
    const account = newAccount();
    await post(t.app, '/api/auth/register', account);
    const unverified = await post(t.app, '/api/auth/login', { email: account.email, password: account.password });
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().error).toBe(authMessages.emailNotVerified);

    await post(t.app, `/api/auth/confirm/${await mailedToken(t, account.email, '/verify-email')}`);
    const res = await post(t.app, '/api/auth/login', { email: account.email, password: account.password });
    expect(res.statusCode).toBe(200);
    const claims = decodeJwt(res.json().token);
    expect(claims.exp! - claims.iat!).toBe(1 * DAY);
    expect(res.body).not.toMatch(/password|hash/i);
  });

  it("gives a 30-day token with 'Remember me'", async () => {
    const user = await signedInUser(t);
    const res = await post(t.app, '/api/auth/login', { email: user.email, password: user.password, rememberMe: true });
    const claims = decodeJwt(res.json().token);
    expect(claims.exp! - claims.iat!).toBe(30 * DAY);
  });

  it('answers an unknown e-mail and a wrong password identically', async () => {
    const user = await signedInUser(t);
    const wrongPassword = await post(t.app, '/api/auth/login', { email: user.email, password: 'not the password' });
    const unknownEmail = await post(t.app, '/api/auth/login', {
      email: 'nobody@example.com',
      password: 'not the password',
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
    expect(wrongPassword.json().error).toBe(authMessages.invalidCredentials);
  });

  it('mails a fresh verification link when an unverified user tries to log in after the first expired', async () => {
    const account = newAccount();
    await post(t.app, '/api/auth/register', account);
    await t.database.db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const before = (await t.mails()).filter((m) => m.toAddress === account.email).length;
    await post(t.app, '/api/auth/login', { email: account.email, password: account.password });
    expect((await t.mails()).filter((m) => m.toAddress === account.email)).toHaveLength(before + 1);
  });

  it.each([
    [{ email: '', password: 'x' }, 'Email and Password are required fields.'],
    [{ email: 'a@b.co' }, authMessages.loginRequired],
    [{ email: 'a@b.co', password: 'x', rememberMe: 'yes' }, expect.any(String)],
  ])('rejects an incomplete body with 400', async (body, message) => {
    const res = await post(t.app, '/api/auth/login', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(message);
  });
});

describe('password reset', () => {
  it('answers identically for known and unknown e-mails and mails only the known one', async () => {
    const user = await signedInUser(t);
    const before = (await t.mails()).length;
    const known = await post(t.app, '/api/auth/password-reset-request', { email: user.email });
    const unknown = await post(t.app, '/api/auth/password-reset-request', { email: 'ghost@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect((await t.mails()).length).toBe(before + 1);
  });

  it('sets a new password, ends older sessions and is single use', async () => {
    const user = await signedInUser(t);
    expect(
      (await t.app.inject({ url: '/api/users', headers: { authorization: `Bearer ${user.token}` } })).statusCode,
    ).toBe(200);

    await post(t.app, '/api/auth/password-reset-request', { email: user.email });
    const token = await mailedToken(t, user.email, '/reset-password');
    const reset = await post(t.app, '/api/auth/reset-password', { token, password: 'a brand new passphrase' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe(authMessages.passwordReset);

    const old = await t.app.inject({ url: '/api/users', headers: { authorization: `Bearer ${user.token}` } });
    expect(old.statusCode).toBe(401);
    expect((await post(t.app, '/api/auth/login', { email: user.email, password: user.password })).statusCode).toBe(401);
    expect(
      (await post(t.app, '/api/auth/login', { email: user.email, password: 'a brand new passphrase' })).statusCode,
    ).toBe(200);

    const reuse = await post(t.app, '/api/auth/reset-password', { token, password: 'yet another passphrase' });
    expect(reuse.statusCode).toBe(400);
    expect(
      (await post(t.app, '/api/auth/login', { email: user.email, password: 'a brand new passphrase' })).statusCode,
    ).toBe(200);
  });

  it('voids an older reset link when a newer one is requested', async () => {
    const user = await signedInUser(t);
    await post(t.app, '/api/auth/password-reset-request', { email: user.email });
    const first = await mailedToken(t, user.email, '/reset-password');
    await post(t.app, '/api/auth/password-reset-request', { email: user.email });
    expect(
      (await post(t.app, '/api/auth/reset-password', { token: first, password: 'another passphrase' })).statusCode,
    ).toBe(400);
  });

  it('refuses an expired reset token and keeps the old password', async () => {
    const user = await signedInUser(t);
    await post(t.app, '/api/auth/password-reset-request', { email: user.email });
    const token = await mailedToken(t, user.email, '/reset-password');
    await t.database.db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await post(t.app, '/api/auth/reset-password', { token, password: 'another passphrase' })).statusCode).toBe(
      400,
    );
    expect((await post(t.app, '/api/auth/login', { email: user.email, password: user.password })).statusCode).toBe(200);
  });

  it.each([
    [{ token: 'abc' }, authMessages.passwordRequired],
    [{ password: 'long enough password' }, authMessages.invalidOrMissingToken],
    [{ token: 'abc', password: 'short' }, authMessages.passwordTooShort],
  ])('validates the body: %j', async (body, message) => {
    const res = await post(t.app, '/api/auth/reset-password', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });
});

describe('POST /api/auth/logout', () => {
  const me = (token: string) => t.app.inject({ url: '/api/users', headers: { authorization: `Bearer ${token}` } });

  it('ends this session on the server: a copy of its token gets 401, other sessions go on', async () => {
    const user = await signedInUser(t);
    const other = (await post(t.app, '/api/auth/login', { email: user.email, password: user.password })).json().token;
    expect(decodeJwt(user.token).jti).not.toBe(decodeJwt(other).jti);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(res.statusCode).toBe(204);
    const copy = await me(user.token);
    expect(copy.statusCode).toBe(401);
    expect(copy.json().error).toBe(authMessages.unauthorized);
    expect((await me(other)).statusCode).toBe(200);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(again.statusCode).toBe(401);
  });

  it('needs a session, and keeps its revocation until the token would have expired', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
    const user = await signedInUser(t);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${user.token}` } });
    const { jti, exp } = decodeJwt(user.token);
    const [revoked] = await t.database.db
      .select()
      .from(revokedSessions)
      .where(eq(revokedSessions.tokenId, jti ?? ''));
    expect(revoked?.expiresAt.getTime()).toBe((exp ?? 0) * 1000);
  });
});

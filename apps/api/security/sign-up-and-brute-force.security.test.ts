import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, httpMessages } from '@quillbid/shared';
import { mailedToken, newAccount, post, signedInUser } from '../test/support/factories.js';
import { createTestApp, TEST_APP_URL, type TestApp } from '../test/support/test-app.js';

const LIMIT = 5;
const redisUrl = process.env.TEST_REDIS_URL;

let t: TestApp;
/** With TEST_REDIS_URL, two processes' worth of apps on one Redis: attempts alternate between them. */
let limited: TestApp[] = [];
beforeAll(async () => {
  t = await createTestApp();
  const env = { AUTH_RATE_LIMIT_MAX: String(LIMIT), ...(redisUrl ? { REDIS_URL: redisUrl } : {}) };
  limited = redisUrl ? [await createTestApp(env), await createTestApp(env)] : [await createTestApp(env)];
});
afterAll(async () => {
  for (const app of [t, ...limited]) await app?.close();
});

const register = (body: object) => post(t.app, '/api/auth/register', body);
/** What a caller can see of an answer, but for what differs between any two answers (date, counters). */
const visible = (res: Awaited<ReturnType<typeof register>>) => ({
  status: res.statusCode,
  body: res.body,
  headers: Object.keys(res.headers)
    .filter((name) => !['date', 'x-request-id', 'x-ratelimit-remaining', 'x-ratelimit-reset'].includes(name))
    .sort()
    .map((name) => `${name}: ${String(res.headers[name])}`),
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

describe('sign-up tells nobody which addresses have accounts', () => {
  it('answers a taken address, verified or not, exactly as it answers a new one', async () => {
    const verified = await signedInUser(t);
    const unverified = newAccount();
    await register(unverified);

    const fresh = visible(await register(newAccount()));
    expect(fresh.status).toBe(201);
    expect(visible(await register({ ...newAccount(), email: verified.email }))).toEqual(fresh);
    expect(visible(await register({ ...newAccount(), email: unverified.email }))).toEqual(fresh);
    expect(JSON.parse(fresh.body)).toEqual({ message: authMessages.registered });
  });

  it('takes about as long for a taken address as for a new one: both hash a password', async () => {
    const owner = await signedInUser(t);
    const taken: number[] = [];
    const fresh: number[] = [];
    for (let round = 0; round < 7; round += 1) {
      taken.push(await timed(() => register({ ...newAccount(), email: owner.email })));
      fresh.push(await timed(() => register(newAccount())));
    }
    // Skipping the hash would make a taken address about ten times quicker; noise on a busy machine is far less.
    const ratio = median(taken) / median(fresh);
    expect(ratio).toBeGreaterThan(1 / 3);
    expect(ratio).toBeLessThan(3);
  });

  it('mails the owner of a taken address, with links to sign in and to choose a new password', async () => {
    const owner = await signedInUser(t);
    await register({ ...newAccount(), email: owner.email.toUpperCase() });
    const [mail] = await t.mails();
    expect(mail?.toAddress).toBe(owner.email);
    expect(mail?.subject).toMatch(/tried to sign up/);
    expect(mail?.textBody).toContain(`${TEST_APP_URL}/login`);
    expect(mail?.textBody).toContain(`${TEST_APP_URL}/forgot-password`);
    expect((await post(t.app, '/api/auth/login', { email: owner.email, password: owner.password })).statusCode).toBe(
      200,
    );
  });
});

/** An account that can log in, made without logging in: no attempt is counted against it yet. */
async function verifiedAccount(app: TestApp) {
  const account = newAccount();
  await post(app.app, '/api/auth/register', account);
  await post(app.app, `/api/auth/confirm/${await mailedToken(app, account.email, '/verify-email')}`);
  return account;
}

/** An address of its own for each run: with Redis, counts outlive the process for a minute. */
const someIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Sends `attempts` calls, alternating between the apps, each from `ip(attempt)`; answers their statuses. */
async function attempt(url: string, bodies: object[], ip: (n: number) => string): Promise<number[]> {
  const statuses: number[] = [];
  for (const [n, payload] of bodies.entries()) {
    const app = limited[n % limited.length]?.app;
    const res = await app?.inject({ method: 'POST', url, payload, remoteAddress: ip(n) });
    if (res?.statusCode === 429) expect(res.json()).toMatchObject({ error: httpMessages.tooManyRequests });
    statuses.push(res?.statusCode ?? 0);
  }
  return statuses;
}

const times = <T>(count: number, make: (n: number) => T) => Array.from({ length: count }, (_, n) => make(n));
const limitHit = [...times(LIMIT, () => expect.not.stringMatching(/^429$/)), '429'];
const asText = (statuses: number[]) => statuses.map(String);

describe(`guessing is limited per IP and per account${redisUrl ? ', across processes through Redis' : ''}`, () => {
  it('stops one IP trying passwords on many accounts, even with the right password after', async () => {
    const ip = someIp();
    const victim = await verifiedAccount(limited[0] ?? t);
    const guesses = times(LIMIT, () => ({ email: newAccount().email, password: 'guess' }));
    const statuses = await attempt(
      '/api/auth/login',
      [...guesses, { email: victim.email, password: victim.password }],
      () => ip,
    );
    expect(asText(statuses)).toEqual(limitHit);
  });

  it('stops many IPs trying passwords on one account, even with the right password after', async () => {
    const victim = await verifiedAccount(limited[0] ?? t);
    const guesses = times(LIMIT, () => ({ email: victim.email, password: 'guess' }));
    const right = { email: victim.email, password: victim.password };
    expect(asText(await attempt('/api/auth/login', [...guesses, right], someIp))).toEqual(limitHit);
  });

  it('limits reset mails per IP and per account', async () => {
    const ip = someIp();
    const perIp = times(LIMIT + 1, () => ({ email: newAccount().email }));
    expect(asText(await attempt('/api/auth/password-reset-request', perIp, () => ip))).toEqual(limitHit);
    const { email } = newAccount();
    const perAccount = times(LIMIT + 1, () => ({ email }));
    expect(asText(await attempt('/api/auth/password-reset-request', perAccount, someIp))).toEqual(limitHit);
  });

  it('limits guessing reset tokens per IP', async () => {
    const ip = someIp();
    const guesses = times(LIMIT + 1, (n) => ({ token: `guess-${n}`, password: 'a long enough password' }));
    expect(asText(await attempt('/api/auth/reset-password', guesses, () => ip))).toEqual(limitHit);
  });
});

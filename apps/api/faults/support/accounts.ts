import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, like } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client.js';
import { jobs, mailOutbox, profiles, subscriptions, templates, usageCounters, users } from '../../src/db/schema.js';
import { profileBody } from '../../test/support/factories.js';
import { JOB, templateBody } from '../../test/support/job-fixtures.js';
import { call } from './http.js';

export type Account = { id: string; email: string; password: string; token: string };
export type ReadyAccount = Account & { profileId: string; templateId: string };

const PASSWORD = 'faults are part of the plan';

export const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.com`;

/** Registers through the API, without verifying: what a visitor who just signed up has. */
export async function register(apiUrl: string, email = uniqueEmail('user')): Promise<string> {
  const res = await call(apiUrl, 'POST', '/api/auth/register', {
    body: { firstName: 'Grace', lastName: 'Hopper', email, password: PASSWORD },
  });
  expect(res.status, res.text).toBeLessThan(300);
  return email;
}

/** Signs up, verifies with the token from the mail in the outbox, and logs in. */
export async function signedIn(apiUrl: string, db: Db, label = 'user'): Promise<Account> {
  const email = await register(apiUrl, uniqueEmail(label));
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), like(mailOutbox.textBody, '%/verify-email?token=%')))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const token = /\/verify-email\?token=([\w-]+)/.exec(mail?.textBody ?? '')?.[1];
  expect(token, `a verification mail to ${email}`).toBeTruthy();
  expect((await call(apiUrl, 'POST', `/api/auth/confirm/${token}`)).status).toBe(200);
  const login = await call(apiUrl, 'POST', '/api/auth/login', { body: { email, password: PASSWORD } });
  expect(login.status, login.text).toBe(200);
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { id: row?.id ?? '', email, password: PASSWORD, token: String(login.json?.token) };
}

/** A signed-in account with a profile and a proposal template: ready to generate. */
export async function readyAccount(apiUrl: string, db: Db): Promise<ReadyAccount> {
  const account = await signedIn(apiUrl, db, 'writer');
  const profile = await call(apiUrl, 'POST', '/api/profile', { token: account.token, body: profileBody() });
  expect(profile.status, profile.text).toBe(201);
  const profileId = String((profile.json?.profile as { _id: string })._id);
  const template = await call(apiUrl, 'POST', '/api/template', {
    token: account.token,
    body: templateBody(profileId),
  });
  expect(template.status, template.text).toBe(201);
  return { ...account, profileId, templateId: String((template.json?.template as { _id: string })._id) };
}

/**
 * `count` ready accounts made at once, in turn on each of `apiUrls`, whose plans allow `limit` proposals
 * of which `used` are already used.
 */
export function readyAccounts(
  apiUrls: string[],
  db: Db,
  count: number,
  proposals: { limit: number; used: number },
): Promise<ReadyAccount[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const account = await readyAccount(apiUrls[i % apiUrls.length] ?? '', db);
      await setProposals(db, account, proposals.limit, proposals.used);
      return account;
    }),
  );
}

export const jobBody = (account: ReadyAccount) => ({
  ...JOB,
  jobLink: 'https://www.upwork.com/jobs/~01fault',
  templateId: account.templateId,
  profileId: account.profileId,
});

const currentPlan = (account: Account) => and(eq(subscriptions.userId, account.id), isNull(subscriptions.endedAt));

/** Sets how many proposals the account's current plan allows and how many it has used. */
export async function setProposals(db: Db, account: Account, limit: number, used: number): Promise<void> {
  await db.update(subscriptions).set({ limitProposals: limit }).where(currentPlan(account));
  await db.update(usageCounters).set({ usedProposals: used }).where(eq(usageCounters.userId, account.id));
}

/** The account's current plan, its counters and the rows they count, as stored. */
export async function stored(db: Db, account: Account) {
  const [plan] = await db.select().from(subscriptions).where(currentPlan(account));
  const [usage] = await db.select().from(usageCounters).where(eq(usageCounters.userId, account.id));
  const count = async (table: typeof jobs | typeof profiles | typeof templates) =>
    (await db.select({ id: table.id }).from(table).where(eq(table.userId, account.id))).length;
  return {
    plan,
    usage,
    jobs: await count(jobs),
    profiles: await count(profiles),
    templates: await count(templates),
  };
}

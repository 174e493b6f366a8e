import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageMessages } from '@quillbid/shared';
import { profileBody } from '../test/support/factories.js';
import { templateBody } from '../test/support/job-fixtures.js';
import { jobBody, readyAccounts, stored, type ReadyAccount } from './support/accounts.js';
import { startApi, type ApiProcess } from './support/api-process.js';
import { createFaultDatabase, type FaultDatabase } from './support/database.js';
import { call, type Answer } from './support/http.js';
import { runBounded, shuffled } from './support/load.js';
import { clearFaultsRedis } from './support/redis.js';

const ACCOUNTS = 4;
const PROPOSAL_LIMIT = 10;
/** Each account starts this close to its limit, and asks for more than is left. */
const PROPOSALS_LEFT = 5;
const PROPOSALS_ASKED = 9;
const TEMPLATES_ASKED = 4;

type Kind = 'job' | 'template' | 'profile-edit' | 'login' | 'read';
type Outcome = { kind: Kind; account: ReadyAccount; answer: Answer };

let database: FaultDatabase;
let apis: ApiProcess[];
let accounts: ReadyAccount[];

beforeAll(async () => {
  await clearFaultsRedis();
  database = await createFaultDatabase();
  const env = { DATABASE_URL: database.url };
  apis = await Promise.all([startApi(env), startApi(env)]);
  accounts = await readyAccounts(
    apis.map((api) => api.url),
    database.db,
    ACCOUNTS,
    { limit: PROPOSAL_LIMIT, used: PROPOSAL_LIMIT - PROPOSALS_LEFT },
  );
});

afterAll(async () => {
  await Promise.all((apis ?? []).map((api) => api.kill()));
  await database?.close();
});

/** One request of each kind an account makes in a working session, sent to either process. */
function requestsOf(account: ReadyAccount): (() => Promise<Outcome>)[] {
  const token = account.token;
  const on = (kind: Kind, send: (url: string) => Promise<Answer>) => async () => {
    const api = apis[Math.floor(Math.random() * apis.length)];
    return { kind, account, answer: await send(api?.url ?? '') };
  };
  const reads = ['/api/users', '/api/profile', '/api/template', '/api/job', '/api/profile/skills', '/api/packages'];
  return [
    ...Array.from({ length: PROPOSALS_ASKED }, () =>
      on('job', (url) => call(url, 'POST', '/api/job', { token, body: jobBody(account) })),
    ),
    ...Array.from({ length: TEMPLATES_ASKED }, (_, i) =>
      on('template', (url) =>
        call(url, 'POST', '/api/template', { token, body: templateBody(account.profileId, `Variant ${i}`) }),
      ),
    ),
    ...Array.from({ length: 3 }, (_, i) =>
      on('profile-edit', (url) =>
        call(url, 'PATCH', `/api/profile/${account.profileId}`, {
          token,
          body: profileBody({ profileSummary: `Edited in session ${i}: SaaS dashboards, APIs and payments.` }),
        }),
      ),
    ),
    ...Array.from({ length: 2 }, () =>
      on('login', (url) =>
        call(url, 'POST', '/api/auth/login', { body: { email: account.email, password: account.password } }),
      ),
    ),
    ...reads.map((path) => on('read', (url) => call(url, 'GET', path, { token }))),
  ];
}

describe('two API processes on one PostgreSQL and one Redis', () => {
  it('serve a mixed load with no 5xx, no counter past its limit and every proposal saved once', async () => {
    const outcomes = await runBounded(shuffled(accounts.flatMap(requestsOf)), { concurrency: 12, maxMs: 90_000 });
    expect(outcomes).toHaveLength(accounts.length * requestsOf(accounts[0] as ReadyAccount).length);

    const failures = outcomes.filter(({ answer }) => answer.status === 0 || answer.status >= 500);
    expect(failures.map(({ kind, answer }) => `${kind}: ${answer.status} ${answer.failure ?? answer.text}`)).toEqual(
      [],
    );
    for (const { answer } of outcomes.filter((o) => o.answer.status >= 400))
      expect(answer.json?.error).toEqual(expect.any(String));
    expect(apis.every((api) => api.alive())).toBe(true);

    for (const account of accounts) {
      const mine = outcomes.filter((o) => o.account === account);
      const created = (kind: Kind) => mine.filter((o) => o.kind === kind && o.answer.status === 201).length;
      const refusals = (kind: Kind) =>
        mine.filter((o) => o.kind === kind && o.answer.status !== 201).map((o) => o.answer.json?.error);
      const after = await stored(database.db, account);

      // Proposals: exactly what was left, each saved once, and the rest refused in the spec's words.
      expect(created('job')).toBe(PROPOSALS_LEFT);
      expect(after.jobs).toBe(created('job'));
      expect(after.usage?.usedProposals).toBe(PROPOSAL_LIMIT);
      expect(refusals('job')).toEqual(
        Array(PROPOSALS_ASKED - PROPOSALS_LEFT).fill(usageMessages.limitReached.proposals),
      );

      // Templates: never past the plan's limit, and the counter matches the rows.
      expect(after.templates).toBe(after.usage?.usedTemplates);
      expect(after.usage?.usedTemplates).toBe(after.plan?.limitTemplates);
      expect(refusals('template').every((error) => error === usageMessages.limitReached.templates)).toBe(true);
      expect(after.profiles).toBe(after.usage?.usedProfiles);

      expect(mine.filter((o) => o.kind !== 'job' && o.kind !== 'template').every((o) => o.answer.status < 300)).toBe(
        true,
      );
    }
  });
});

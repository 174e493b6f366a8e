import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { httpMessages } from '@quillbid/shared';
import { jobBody, readyAccounts, stored, type ReadyAccount } from './support/accounts.js';
import { startApi, type ApiProcess } from './support/api-process.js';
import { createFaultDatabase, type FaultDatabase } from './support/database.js';
import { call, type Answer } from './support/http.js';
import { eventually, sleep } from './support/load.js';
import { mailSink, type MailSink } from './support/mail-sink.js';
import { freePort } from '../test/support/ports.js';
import { startCluster, stopCluster } from './support/postgres-cluster.js';
import { clearFaultsRedis } from './support/redis.js';

/** Longer than any answer should take while the database is away: past it, a request was left hanging. */
const ANSWER_WITHIN_MS = 6_000;
const WORKERS = 6;

type Sent = { answer: Answer; startedAt: number; endedAt: number; kind: 'job' | 'read' };

let database: FaultDatabase;
let smtp: MailSink;
let api: ApiProcess;
let accounts: ReadyAccount[];

beforeAll(async () => {
  await clearFaultsRedis();
  database = await createFaultDatabase();
  smtp = mailSink(await freePort());
  await smtp.start();
  // The mail outbox drains on a short timer, so its worker meets the outage too.
  api = await startApi({ DATABASE_URL: database.url, SMTP_URL: smtp.url, MAIL_DRAIN_INTERVAL_MS: '200' });
  accounts = await readyAccounts([api.url], database.db, 3, { limit: 10_000, used: 0 });
});

afterAll(async () => {
  await startCluster(inject('cluster')).catch(() => {});
  await api?.kill();
  await smtp?.stop();
  await database?.close();
});

/** Workers sending generations and reads until `stop()`; every request has a client-side deadline. */
function steadyLoad() {
  const sent: Sent[] = [];
  let running = true;
  async function worker(index: number) {
    for (let n = 0; running; n += 1) {
      const account = accounts[(index + n) % accounts.length] as ReadyAccount;
      const kind = n % 2 === 0 ? 'job' : 'read';
      const startedAt = Date.now();
      const answer =
        kind === 'job'
          ? await call(api.url, 'POST', '/api/job', { token: account.token, body: jobBody(account), timeoutMs: 15_000 })
          : await call(api.url, 'GET', '/api/users', { token: account.token, timeoutMs: 15_000 });
      sent.push({ answer, startedAt, endedAt: Date.now(), kind });
      // A client backing off a little, as browsers and the extension do.
      if (answer.status >= 500) await sleep(50);
    }
  }
  const workers = Promise.all(Array.from({ length: WORKERS }, (_, i) => worker(i)));
  return {
    sent,
    async stop() {
      running = false;
      await workers;
    },
  };
}

const describeAnswer = ({ answer }: Sent) => `${answer.status} in ${answer.ms} ms: ${answer.failure ?? answer.text}`;

describe('PostgreSQL stopped under load, then started again', () => {
  it('answers 503 while it is down, recovers without a restart and leaves no half-written rows', async () => {
    const cluster = inject('cluster');
    const load = steadyLoad();
    await sleep(1_500);

    await stopCluster(cluster, 'fast');
    const downAt = Date.now();
    await sleep(4_000);
    const upAt = Date.now();
    await startCluster(cluster);

    const recovered = await eventually(async () => {
      const res = await call(api.url, 'GET', '/api/users', { token: accounts[0]?.token });
      return res.status === 200;
    }, 30_000);
    await sleep(1_500);
    const recoveredAt = Date.now();
    await sleep(1_500);
    await load.stop();

    expect(recovered).toBe(true);
    expect(api.alive()).toBe(true);

    // Nothing hangs and nothing leaks: every answer is on time, and any failure is a clean 503.
    const late = load.sent.filter(({ answer }) => answer.ms > ANSWER_WITHIN_MS || answer.status === 0);
    expect(late.map(describeAnswer)).toEqual([]);
    const faults = load.sent.filter(({ answer }) => answer.status >= 500);
    for (const fault of faults) {
      expect(fault.answer.status, describeAnswer(fault)).toBe(503);
      expect(fault.answer.json).toEqual({ error: httpMessages.unavailable, code: 'UNAVAILABLE' });
      expect(fault.answer.headers?.get('retry-after')).toBe('5');
    }
    const other = load.sent.filter(({ answer }) => answer.status >= 300 && answer.status < 500);
    expect(other.map(describeAnswer)).toEqual([]);

    // While the server was down every request that needed it was refused with the 503.
    const whileDown = load.sent.filter(({ startedAt, endedAt }) => startedAt > downAt + 200 && endedAt < upAt);
    expect(whileDown.length).toBeGreaterThan(WORKERS);
    expect(whileDown.every(({ answer }) => answer.status === 503)).toBe(true);
    // After it came back the same process served again.
    const afterRecovery = load.sent.filter(({ startedAt }) => startedAt > recoveredAt);
    expect(afterRecovery.length).toBeGreaterThan(0);
    expect(afterRecovery.map(describeAnswer).filter((line) => !/^20[01] /.test(line))).toEqual([]);

    // Each proposal is saved with its unit taken, or neither.
    let saved = 0;
    for (const account of accounts) {
      const after = await stored(database.db, account);
      expect(after.usage?.usedProposals).toBe(after.jobs);
      saved += after.jobs;
    }
    const answered201 = load.sent.filter(({ kind, answer }) => kind === 'job' && answer.status === 201).length;
    expect(saved).toBeGreaterThanOrEqual(answered201);
    // A commit whose answer was lost with the connection is the only way a row can lack its 201.
    expect(saved - answered201).toBeLessThanOrEqual(WORKERS);
  });
});

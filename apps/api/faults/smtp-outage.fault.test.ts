import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@quillbid/shared';
import { mailOutbox } from '../src/db/schema.js';
import { register, uniqueEmail } from './support/accounts.js';
import { startApi, type ApiProcess } from './support/api-process.js';
import { createFaultDatabase, type FaultDatabase } from './support/database.js';
import { call } from './support/http.js';
import { eventually, sleep } from './support/load.js';
import { mailSink, type MailSink } from './support/mail-sink.js';
import { freePort } from '../test/support/ports.js';
import { clearFaultsRedis } from './support/redis.js';

const ACCOUNTS = 6;
const DRAIN_INTERVAL_MS = 200;
const RETRY_BASE_MS = 500;
const DOWN_FOR_MS = 3_000;
const VERIFY_SUBJECT = 'Verify your e-mail address for Quillbid';
const RESET_SUBJECT = 'Reset your Quillbid password';

let database: FaultDatabase;
let smtp: MailSink;
let apis: ApiProcess[];

beforeAll(async () => {
  await clearFaultsRedis();
  database = await createFaultDatabase();
  // The mail server's address is known, but nothing answers there yet.
  smtp = mailSink(await freePort());
  const env = {
    DATABASE_URL: database.url,
    SMTP_URL: smtp.url,
    MAIL_DRAIN_INTERVAL_MS: String(DRAIN_INTERVAL_MS),
    MAIL_RETRY_BASE_MS: String(RETRY_BASE_MS),
  };
  apis = await Promise.all([startApi(env), startApi(env)]);
});

afterAll(async () => {
  await Promise.all((apis ?? []).map((api) => api.kill()));
  await smtp?.stop();
  await database?.close();
});

describe('the SMTP server down, then up', () => {
  it('delivers every mail queued meanwhile exactly once, retrying with backoff', async () => {
    const [first, second] = apis as [ApiProcess, ApiProcess];
    const emails = Array.from({ length: ACCOUNTS }, (_, i) => uniqueEmail(`mail${i}`));
    // Sign-ups on one process, password resets on the other: both queue, neither waits for SMTP.
    await Promise.all(emails.map((email) => register(first.url, email)));
    const resets = await Promise.all(
      emails.map((email) => call(second.url, 'POST', '/api/auth/password-reset-request', { body: { email } })),
    );
    for (const res of resets) expect(res.json, res.text).toEqual({ message: authMessages.resetRequested });
    await sleep(DOWN_FOR_MS);

    const queued = await database.db.select().from(mailOutbox);
    expect(queued).toHaveLength(ACCOUNTS * 2);
    expect(queued.every((mail) => mail.status === 'pending' && mail.attempts >= 1 && mail.lastError)).toBe(true);
    // Without backoff every drain would try each mail again: one attempt per DRAIN_INTERVAL_MS of its age.
    // Waits doubling from RETRY_BASE_MS allow 1 + log2(age / RETRY_BASE_MS + 1) attempts (one more for luck).
    const now = Date.now();
    for (const mail of queued) {
      const age = now - mail.createdAt.getTime();
      expect(age).toBeGreaterThan(DOWN_FOR_MS);
      expect(mail.attempts).toBeLessThanOrEqual(2 + Math.floor(Math.log2(age / RETRY_BASE_MS + 1)));
    }

    await smtp.start();
    const drained = await eventually(async () => {
      const rows = await database.db.select({ status: mailOutbox.status }).from(mailOutbox);
      return rows.every((row) => row.status === 'sent');
    }, 45_000);
    expect(drained).toBe(true);
    // A few more drains on both processes: nothing already sent goes out again.
    await sleep(DRAIN_INTERVAL_MS * 5);

    expect(smtp.received).toHaveLength(ACCOUNTS * 2);
    for (const subject of [VERIFY_SUBJECT, RESET_SUBJECT]) {
      const counts = smtp.countsFor(subject);
      expect([...counts.keys()].sort()).toEqual([...emails].sort());
      expect([...counts.values()].every((count) => count === 1)).toBe(true);
    }
    expect(apis.every((api) => api.alive())).toBe(true);
  });
});

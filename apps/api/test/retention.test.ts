import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../src/db/client.js';
import { retentionSweeps, sweepExpiredRows } from '../src/db/retention.js';
import { mailOutbox, oneTimeTokens, revokedSessions, stripeEvents, users } from '../src/db/schema.js';
import { capturedLog } from './support/captured-log.js';
import { signedInUser } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const { lines, stream } = capturedLog();

let t: TestApp;
let userId: string;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logger: { stream } });
  const user = await signedInUser(t);
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
  userId = row?.id ?? '';
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

function mail(status: 'pending' | 'sent' | 'failed' | 'logged', createdAt: Date) {
  const subject = `${status} ${randomUUID()}`;
  return { toAddress: 'someone@example.com', subject, textBody: 'link', htmlBody: '<p>link</p>', status, createdAt };
}

function link(expiresAt: Date) {
  return { userId, purpose: 'reset-password' as const, tokenHash: randomUUID(), expiresAt };
}

/** Which of `subjects` (or token hashes, or ids) are still in the table. */
async function remaining<T>(rows: Promise<T[]>, key: (row: T) => string, wanted: string[]) {
  const present = new Set((await rows).map(key));
  return wanted.filter((value) => present.has(value));
}

describe('sweepExpiredRows', () => {
  it('deletes finished mail, links and Stripe event ids past the retention, and logged-out sessions once expired', async () => {
    const db = t.database.db;
    const mails = [
      mail('sent', daysAgo(31)),
      mail('logged', daysAgo(31)),
      mail('failed', daysAgo(31)),
      mail('pending', daysAgo(31)),
      mail('sent', daysAgo(29)),
    ];
    const links = [link(daysAgo(31)), link(daysAgo(29)), link(new Date(Date.now() + DAY_MS))];
    const sessions = [
      { tokenId: randomUUID(), expiresAt: new Date(Date.now() - 60_000) },
      { tokenId: randomUUID(), expiresAt: new Date(Date.now() + DAY_MS) },
    ];
    const events = [
      { id: `evt_${randomUUID()}`, type: 'invoice.paid', receivedAt: daysAgo(31) },
      { id: `evt_${randomUUID()}`, type: 'invoice.paid', receivedAt: daysAgo(29) },
    ];
    await db.insert(mailOutbox).values(mails);
    await db.insert(oneTimeTokens).values(links);
    await db.insert(revokedSessions).values(sessions);
    await db.insert(stripeEvents).values(events);

    expect(await sweepExpiredRows(db, 30)).toEqual({ mail: 3, links: 1, sessions: 1, stripeEvents: 1 });

    const subjects = mails.map((row) => row.subject);
    expect(await remaining(db.select().from(mailOutbox), (row) => row.subject, subjects)).toEqual([
      subjects[3],
      subjects[4],
    ]);
    const hashes = links.map((row) => row.tokenHash);
    expect(await remaining(db.select().from(oneTimeTokens), (row) => row.tokenHash, hashes)).toEqual(hashes.slice(1));
    const tokenIds = sessions.map((row) => row.tokenId);
    expect(await remaining(db.select().from(revokedSessions), (row) => row.tokenId, tokenIds)).toEqual([tokenIds[1]]);
    const eventIds = events.map((row) => row.id);
    expect(await remaining(db.select().from(stripeEvents), (row) => row.id, eventIds)).toEqual([eventIds[1]]);

    expect(await sweepExpiredRows(db, 30)).toEqual({ mail: 0, links: 0, sessions: 0, stripeEvents: 0 });
  });

  it('counts the retention in days: a longer one keeps what a shorter one deletes', async () => {
    const old = mail('sent', daysAgo(40));
    await t.database.db.insert(mailOutbox).values(old);
    expect((await sweepExpiredRows(t.database.db, 45)).mail).toBe(0);
    expect((await sweepExpiredRows(t.database.db, 35)).mail).toBe(1);
  });
});

describe('retentionSweeps', () => {
  it('sweeps at start and then on every tick, logging what it deleted, until stopped', async () => {
    const db = t.database.db;
    await db.insert(mailOutbox).values(mail('sent', daysAgo(31)));
    const sweeps = retentionSweeps({ db, log: t.app.log, retentionDays: 30, intervalMs: 20 });
    await sweeps.start();
    expect(lines.find((line) => line.msg === 'expired rows swept')).toMatchObject({
      level: 30,
      retentionDays: 30,
      deleted: { mail: 1 },
    });

    const later = mail('sent', daysAgo(31));
    await db.insert(mailOutbox).values(later);
    const deadline = Date.now() + 30_000;
    while ((await remaining(db.select().from(mailOutbox), (row) => row.subject, [later.subject])).length > 0) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await sweeps.stop();

    const afterStop = mail('sent', daysAgo(31));
    await db.insert(mailOutbox).values(afterStop);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await remaining(db.select().from(mailOutbox), (row) => row.subject, [afterStop.subject])).toEqual([
      afterStop.subject,
    ]);
  }, 60_000);

  it('logs a sweep that fails and resolves, so the server goes on', async () => {
    // Nothing listens on port 1: every query fails at once.
    const unreachable = openPostgres('postgres://postgres@127.0.0.1:1/none', t.app.log);
    const sweeps = retentionSweeps({ db: unreachable.db, log: t.app.log, retentionDays: 30, intervalMs: 60_000 });
    await expect(sweeps.start()).resolves.toBeUndefined();
    await sweeps.stop();
    expect(lines.find((line) => line.msg === 'sweeping expired rows failed')).toMatchObject({ level: 50 });
    await unreachable.close();
  });
});

import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Db } from '../db/client.js';
import { mailOutbox } from '../db/schema.js';
import type { MailMessage } from './message.js';

export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  /** Stores the mail durably; with SMTP it is then delivered (and retried) in the background. */
  send(message: MailMessage): Promise<void>;
  /** Delivers every pending mail that is due now; resolves when done. */
  deliverPending(): Promise<void>;
  close(): void;
}

/** How often the outbox is drained, and the first wait after a failed delivery (doubling each time). */
export type MailRetry = { drainIntervalMs: number; retryBaseMs: number };

const MAX_ATTEMPTS = 8;
const MAX_BACKOFF_MS = 60 * 60_000;
const backoffMs = (baseMs: number, attempts: number) => Math.min(MAX_BACKOFF_MS, baseMs * 2 ** (attempts - 1));

/**
 * Mail goes through the `mail_outbox` table. Without SMTP it stays there as `logged` and its links go to
 * the server log, so a local install is usable; with SMTP a worker drains it with retries, so an outage of
 * the mail server loses nothing.
 */
export function createOutboxMailer(deps: {
  db: Db;
  transport: Transporter | null;
  from: string;
  log: FastifyBaseLogger;
  retry: MailRetry;
}): Mailer {
  const { db, transport, from, log, retry } = deps;
  let draining: Promise<void> | null = null;
  // A drain that fails (the database is down) is tried again at the next tick, never left unhandled.
  const drainInBackground = () =>
    void deliverPending().catch((error: unknown) => log.error({ err: error }, 'mail outbox drain failed'));
  const timer = transport ? setInterval(drainInBackground, retry.drainIntervalMs).unref() : null;

  async function deliverOne(row: typeof mailOutbox.$inferSelect, smtp: Transporter): Promise<void> {
    try {
      await smtp.sendMail({ from, to: row.toAddress, subject: row.subject, text: row.textBody, html: row.htmlBody });
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date(), attempts: row.attempts + 1 })
        .where(eq(mailOutbox.id, row.id));
    } catch (error) {
      const attempts = row.attempts + 1;
      const reason = error instanceof Error ? error.message : String(error);
      log.warn({ mailId: row.id, attempts, reason }, 'mail delivery failed');
      await db
        .update(mailOutbox)
        .set({
          attempts,
          lastError: reason.slice(0, 500),
          status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          nextAttemptAt: new Date(Date.now() + backoffMs(retry.retryBaseMs, attempts)),
        })
        .where(eq(mailOutbox.id, row.id));
    }
  }

  /** Claims due mails by pushing their next attempt out, so parallel processes never send one twice. */
  async function drain(smtp: Transporter): Promise<void> {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(mailOutbox.createdAt)
      .limit(50)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now() + interval '5 minutes'` })
      .where(inArray(mailOutbox.id, due))
      .returning();
    for (const row of claimed) await deliverOne(row, smtp);
  }

  function deliverPending(): Promise<void> {
    if (!transport) return Promise.resolve();
    // One drain at a time per process; a call during a drain waits for it.
    draining ??= drain(transport).finally(() => {
      draining = null;
    });
    return draining;
  }

  return {
    mode: transport ? 'smtp' : 'outbox',
    async send(message) {
      await db.insert(mailOutbox).values({
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
        status: transport ? 'pending' : 'logged',
      });
      if (!transport) {
        log.info(
          { to: message.to, subject: message.subject, links: message.links },
          'mail not sent: no SMTP configured',
        );
        return;
      }
      drainInBackground();
    },
    deliverPending,
    close() {
      if (timer) clearInterval(timer);
    },
  };
}

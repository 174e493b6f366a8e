import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './client.js';
import { mailOutbox, oneTimeTokens, revokedSessions, stripeEvents } from './schema.js';

/** How often each process sweeps. The deletes are idempotent, so two processes sweeping at once only repeat work. */
export const SWEEP_INTERVAL_MS = 60 * 60_000;

export type SweptRows = { mail: number; links: number; sessions: number; stripeEvents: number };

/**
 * Deletes rows that nothing reads any more, so tables that grow with every sign-up and every mail stay the
 * size of their last `retentionDays`:
 * - mail the outbox is done with (sent, logged, or failed after its last retry), whose bodies hold the
 *   sign-in, reset and invite links, `retentionDays` after it was queued;
 * - e-mail, reset and invite links `retentionDays` after they expired (used or not: only live ones are read);
 * - logged-out sessions once their token has expired, since an expired token is refused anyway;
 * - the ids of Stripe events applied `retentionDays` ago: Stripe redelivers an event for up to three days.
 * One statement, so the counts come back in one row whichever driver runs it.
 */
export async function sweepExpiredRows(db: Db, retentionDays: number): Promise<SweptRows> {
  const cutoff = sql`now() - make_interval(days => ${retentionDays}::int)`;
  const result = await db.execute(sql`
    with mail as (
      delete from ${mailOutbox} where ${mailOutbox.status} <> 'pending' and ${mailOutbox.createdAt} < ${cutoff}
      returning 1
    ), links as (
      delete from ${oneTimeTokens} where ${oneTimeTokens.expiresAt} < ${cutoff} returning 1
    ), sessions as (
      delete from ${revokedSessions} where ${revokedSessions.expiresAt} < now() returning 1
    ), events as (
      delete from ${stripeEvents} where ${stripeEvents.receivedAt} < ${cutoff} returning 1
    )
    select (select count(*) from mail) as "mail", (select count(*) from links) as "links",
      (select count(*) from sessions) as "sessions", (select count(*) from events) as "stripeEvents"`);
  // Both drivers (node-postgres and PGlite) answer with the rows in `rows`; each parses a bigint its own way.
  const [counts = {}] = (result as { rows: Partial<Record<keyof SweptRows, unknown>>[] }).rows;
  const swept = (kind: keyof SweptRows) => Number(counts[kind] ?? 0);
  return {
    mail: swept('mail'),
    links: swept('links'),
    sessions: swept('sessions'),
    stripeEvents: swept('stripeEvents'),
  };
}

export type RetentionSweeps = {
  /** Sweeps now and then every `intervalMs`; resolves when the first sweep is done. */
  start(): Promise<void>;
  /** Stops the timer and waits for a sweep in progress, so the database is not closed under it. */
  stop(): Promise<void>;
};

/**
 * The process's periodic sweep. A sweep that fails (the database is down) is logged and tried again at the
 * next tick; it never stops the server.
 */
export function retentionSweeps(deps: {
  db: Db;
  log: FastifyBaseLogger;
  retentionDays: number;
  intervalMs?: number;
}): RetentionSweeps {
  const { db, log, retentionDays, intervalMs = SWEEP_INTERVAL_MS } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;

  const sweep = async () => {
    try {
      const deleted = await sweepExpiredRows(db, retentionDays);
      log.info({ deleted, retentionDays }, 'expired rows swept');
    } catch (error) {
      log.error({ err: error }, 'sweeping expired rows failed');
    }
  };
  const sweepOnce = () => (running ??= sweep().finally(() => (running = null)));

  return {
    start() {
      timer ??= setInterval(() => void sweepOnce(), intervalMs).unref();
      return sweepOnce();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

import pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/client.js';
import { outboxBacklog, type OutboxBacklog } from '../mail/backlog.js';

/**
 * From a millisecond page to a minute-long generation; the SSE stream's time is the length of the stream, so its
 * answers land in the last buckets.
 */
const DURATION_BUCKETS_S = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

export type Metrics = ReturnType<typeof createMetrics>;

/** The PostgreSQL pool's connections: in use, idle, and requests waiting for one (none on the embedded database). */
function poolMetrics(registry: Registry, db: Db) {
  const pool = (db as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return;
  new Gauge({
    name: 'quillbid_db_pool_connections',
    help: 'Connections of the database pool by state; "waiting" counts requests queued for a connection.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'busy' }, pool.totalCount - pool.idleCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
}

/** The mail outbox's backlog, read once per scrape for both gauges. */
function outboxMetrics(registry: Registry, db: Db) {
  let reading: Promise<OutboxBacklog> | undefined;
  const backlog = () => (reading ??= outboxBacklog(db).finally(() => setImmediate(() => (reading = undefined))));
  new Gauge({
    name: 'quillbid_mail_outbox_pending',
    help: 'Mails queued for delivery (retried with backoff while the SMTP server refuses them).',
    registers: [registry],
    async collect() {
      this.set((await backlog()).waiting);
    },
  });
  new Gauge({
    name: 'quillbid_mail_outbox_oldest_pending_seconds',
    help: 'How long the oldest queued mail has waited; 0 when none waits.',
    registers: [registry],
    async collect() {
      this.set((await backlog()).oldestWaitSeconds);
    },
  });
}

/**
 * What one app counts for `GET /api/metrics`: request times by route, the proposal writer's calls, pages that
 * failed in browsers, the database pool, the mail outbox, and Node's own (memory, CPU, event-loop delay, garbage
 * collection). Each app has its own registry, so several apps in one process (the tests) count apart.
 */
export function createMetrics(db: Db) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  poolMetrics(registry, db);
  outboxMetrics(registry, db);
  return {
    registry,
    requests: new Histogram({
      name: 'quillbid_http_request_duration_seconds',
      help: 'Time to answer a request, by route (as declared, never the raw path), method and status.',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: DURATION_BUCKETS_S,
      registers: [registry],
    }),
    writerCalls: new Histogram({
      name: 'quillbid_writer_duration_seconds',
      help: 'Time the proposal writer took, by writer (llm or offline), call (write or answer) and outcome.',
      labelNames: ['mode', 'call', 'outcome'] as const,
      buckets: DURATION_BUCKETS_S,
      registers: [registry],
    }),
    clientErrors: new Counter({
      name: 'quillbid_client_errors_total',
      help: "Pages that failed in visitors' browsers (reported to POST /api/client-errors), by kind (render or chunk).",
      labelNames: ['kind'] as const,
      registers: [registry],
    }),
  };
}

import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { authMessages } from '@quillbid/shared';
import type { Db } from '../db/client.js';
import { outboxBacklog, type OutboxBacklog } from '../mail/backlog.js';
import { AppError } from './errors.js';

/**
 * From a millisecond page to a minute-long generation; the SSE stream's time is the length of the stream, so its
 * answers land in the last buckets.
 */
const DURATION_BUCKETS_S = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/** A request no route matched is counted under one name, so a scan of random paths adds no series. */
const UNMATCHED = 'unmatched';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request carries `Bearer <token>`, compared in constant time. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

function requestMetrics(registry: Registry) {
  return new Histogram({
    name: 'quillbid_http_request_duration_seconds',
    help: 'Time to answer a request, by route (as declared, never the raw path), method and status.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS_S,
    registers: [registry],
  });
}

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
 * `GET /api/metrics` in Prometheus' text format, for the scraper holding `token`: request times by route, the
 * database pool, the mail outbox, and Node's own (memory, CPU, event-loop delay, garbage collection). Each app has
 * its own registry, so several apps in one process (the tests) count apart.
 */
export function registerMetrics(app: FastifyInstance, { token, db }: { token: string; db: Db }): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const durations = requestMetrics(registry);
  poolMetrics(registry, db);
  outboxMetrics(registry, db);

  app.addHook('onResponse', (request, reply, done) => {
    durations.observe(
      { method: request.method, route: request.routeOptions.url ?? UNMATCHED, status_code: reply.statusCode },
      reply.elapsedTime / 1000,
    );
    done();
  });

  // Scrapers call it every few seconds: only its failures belong in the log.
  app.get('/api/metrics', { logLevel: 'warn', schema: { hide: true } }, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token))
      throw new AppError('UNAUTHORIZED', authMessages.invalidOrMissingToken);
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}

import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { authMessages } from '@quillbid/shared';
import type { Metrics } from '../observability/metrics.js';
import { AppError } from './errors.js';

/** A request no route matched is counted under one name, so a scan of random paths adds no series. */
const UNMATCHED = 'unmatched';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request carries `Bearer <token>`, compared in constant time. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/** Times every answer, and serves `GET /api/metrics` in Prometheus' text format to the scraper holding `token`. */
export function registerMetrics(
  app: FastifyInstance,
  { registry, requests, token }: Metrics & { token: string },
): void {
  app.addHook('onResponse', (request, reply, done) => {
    requests.observe(
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

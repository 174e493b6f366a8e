import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { Redis } from 'ioredis';
import { httpMessages } from '@quillbid/shared';

/** Counters live in Redis when REDIS_URL is set, so every process behind a load balancer shares them. */
export async function registerRateLimiting(app: FastifyInstance, redisUrl: string | null): Promise<void> {
  const redis = redisUrl ? new Redis(redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 }) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    redis,
    errorResponseBuilder: () => ({ statusCode: 429, error: httpMessages.tooManyRequests }),
  });
}

/** The account a request targets, by its e-mail; requests without one are keyed by IP instead. */
const accountKey = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? `account:${body.email}` : `ip:${request.ip}`;
};

/**
 * Guards for the credential endpoints: one limit per client IP, and one per target account so a
 * password-guessing run spread over many IPs still stops.
 */
export function credentialLimits(app: FastifyInstance, max: number, name: string): preHandlerHookHandler[] {
  return [
    app.rateLimit({ max, timeWindow: '1 minute', groupId: `${name}:ip` }),
    app.rateLimit({
      max,
      timeWindow: '1 minute',
      groupId: `${name}:account`,
      keyGenerator: accountKey,
    }),
  ];
}

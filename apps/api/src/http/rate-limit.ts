import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Redis } from 'ioredis';
import { httpMessages } from '@quillbid/shared';
import { AppError } from './errors.js';

const WINDOW_MS = 60_000;

/** Counts hits per key in fixed windows; shared through Redis when REDIS_URL is set. */
interface HitCounter {
  hit(key: string): Promise<number>;
}

function memoryCounter(): HitCounter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key) {
      const now = Date.now();
      const current = windows.get(key);
      if (!current || current.resetAt <= now) {
        if (windows.size > 50_000) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
        windows.set(key, { count: 1, resetAt: now + WINDOW_MS });
        return 1;
      }
      current.count += 1;
      return current.count;
    },
  };
}

function redisCounter(redis: Redis): HitCounter {
  return {
    async hit(key) {
      const [[, count] = [null, 0]] = (await redis.multi().incr(key).pexpire(key, WINDOW_MS, 'NX').exec()) ?? [];
      return Number(count);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    hitCounter: HitCounter;
  }
}

/**
 * Per-IP limits use @fastify/rate-limit on each credential route (counted before the body is even
 * parsed); per-account limits use the same store so a guessing run spread over many IPs still stops.
 */
export async function registerRateLimiting(app: FastifyInstance, redisUrl: string | null): Promise<void> {
  const redis = redisUrl ? new Redis(redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 }) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'quillbid-ip-',
    errorResponseBuilder: () => ({ statusCode: 429, error: httpMessages.tooManyRequests }),
  });
  app.decorate('hitCounter', redis ? redisCounter(redis) : memoryCounter());
}

/** Route options for `max` requests a minute per IP. */
export const perIpLimit = (max: number) => ({ config: { rateLimit: { max, timeWindow: WINDOW_MS } } });

/** Route options for a credential endpoint: `max` requests a minute per IP, and per target account. */
export function credentialLimits(app: FastifyInstance, max: number, name: string) {
  const perAccount: preHandlerAsyncHookHandler = async (request: FastifyRequest) => {
    const body = request.body as { email?: unknown } | undefined;
    if (typeof body?.email !== 'string') return;
    const hits = await app.hitCounter.hit(`quillbid-account-${name}:${body.email}`);
    if (hits > max) throw new AppError('TOO_MANY_REQUESTS', httpMessages.tooManyRequests);
  };
  return { ...perIpLimit(max), preHandler: perAccount };
}

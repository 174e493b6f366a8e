import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { httpMessages } from '@quillbid/shared';
import { AppError } from './errors.js';
import { memoryCounter, redisBackedCounter, type HitCounter } from './hit-counters.js';

const WINDOW_MS = 60_000;

/** @fastify/rate-limit's store over a hit counter, with a key prefix per route as its own Redis store uses. */
class CountingStore implements FastifyRateLimitStore {
  constructor(
    private readonly counter: HitCounter,
    private readonly prefix: string,
  ) {}

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    window: number,
  ) {
    this.counter.hit(this.prefix + key, window).then(
      ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
      (error: Error) => callback(error),
    );
  }

  child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    // The plugin passes the route's merged settings with the route as `routeInfo`, not the route itself.
    const { routeInfo } = options as unknown as { routeInfo: { method: string | string[]; url: string } };
    return new CountingStore(this.counter, `${this.prefix}${String(routeInfo.method)}${routeInfo.url}-`);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    hitCounter: HitCounter;
  }
}

/**
 * Per-IP limits use @fastify/rate-limit on each credential route (counted before the body is even parsed);
 * per-account limits use the same counter, so a guessing run spread over many IPs still stops. The counts are
 * shared through Redis when REDIS_URL is set.
 */
export async function registerRateLimiting(app: FastifyInstance, redisUrl: string | null): Promise<void> {
  const shared = redisUrl ? await redisBackedCounter(redisUrl, app.log) : null;
  if (shared) app.addHook('onClose', shared.close);
  const counter = shared?.counter ?? memoryCounter();
  const store = class extends CountingStore {
    constructor() {
      super(counter, 'quillbid-ip-');
    }
  };
  await app.register(rateLimit, {
    global: false,
    store,
    errorResponseBuilder: () => ({ statusCode: 429, error: httpMessages.tooManyRequests }),
  });
  app.decorate('hitCounter', counter);
}

/** Route options for `max` requests a minute per IP. */
export const perIpLimit = (max: number) => ({ config: { rateLimit: { max, timeWindow: WINDOW_MS } } });

/** Route options for a credential endpoint: `max` requests a minute per IP, and per target account. */
export function credentialLimits(app: FastifyInstance, max: number, name: string) {
  const perAccount: preHandlerAsyncHookHandler = async (request: FastifyRequest) => {
    const body = request.body as { email?: unknown } | undefined;
    if (typeof body?.email !== 'string') return;
    const { count } = await app.hitCounter.hit(`quillbid-account-${name}:${body.email}`, WINDOW_MS);
    if (count > max) throw new AppError('TOO_MANY_REQUESTS', httpMessages.tooManyRequests);
  };
  return { ...perIpLimit(max), preHandler: perAccount };
}

import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
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

/** Counts one request under `key`; past `max` in the window it is refused, saying when to try again. */
async function countAgainst(app: FastifyInstance, reply: FastifyReply, key: string, max: number): Promise<void> {
  const { count, ttlMs } = await app.hitCounter.hit(key, WINDOW_MS);
  if (count <= max) return;
  reply.header('retry-after', Math.max(1, Math.ceil(ttlMs / 1000)));
  throw new AppError('TOO_MANY_REQUESTS', httpMessages.tooManyRequests);
}

/** Route options for a credential endpoint: `max` requests a minute per IP, and per target account. */
export function credentialLimits(app: FastifyInstance, max: number, name: string) {
  const perAccount: preHandlerAsyncHookHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const body = request.body as { email?: unknown } | undefined;
    if (typeof body?.email !== 'string') return;
    await countAgainst(app, reply, `quillbid-account-${name}:${body.email}`, max);
  };
  return { ...perIpLimit(max), preHandler: perAccount };
}

/**
 * Route options for a signed-in route that is costly to answer (it runs the model, or reads a whole
 * history): `max` requests a minute per account, wherever they come from, so one account's script cannot
 * run up the model's bill or hold the server's cores. The route's plugin must authenticate first.
 */
export function accountLimit(app: FastifyInstance, max: number, name: string) {
  const perAccount: preHandlerAsyncHookHandler = (request: FastifyRequest, reply: FastifyReply) =>
    countAgainst(app, reply, `quillbid-costly-${name}:${request.userId}`, max);
  return { preHandler: perAccount };
}

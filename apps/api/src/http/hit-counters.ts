import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** Once the log has said that counts are made in the process, how long it stays quiet about it. */
const FALLBACK_LOG_EVERY_MS = 60_000;
const REDIS_CONNECT_TIMEOUT_MS = 500;

type Hits = { count: number; ttlMs: number };

/** Counts hits per key in fixed windows of `windowMs`. */
export interface HitCounter {
  hit(key: string, windowMs: number): Promise<Hits>;
}

export function memoryCounter(): HitCounter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      const current = windows.get(key);
      if (!current || current.resetAt <= now) {
        if (windows.size > 50_000) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
        windows.set(key, { count: 1, resetAt: now + windowMs });
        return { count: 1, ttlMs: windowMs };
      }
      current.count += 1;
      return { count: current.count, ttlMs: current.resetAt - now };
    },
  };
}

function redisCounter(redis: Redis): HitCounter {
  return {
    async hit(key, windowMs) {
      const replies = (await redis.multi().incr(key).pexpire(key, windowMs, 'NX').pttl(key).exec()) ?? [];
      const failed = replies.find(([error]) => error);
      if (failed?.[0]) throw failed[0];
      const [[, count] = [], , [, ttlMs] = []] = replies;
      return { count: Number(count), ttlMs: Math.max(0, Number(ttlMs)) };
    },
  };
}

/**
 * Redis while it answers, else this process's own counters: Redis being away must not take the sign-in routes
 * down with it. Meanwhile each process counts on its own, so a limit holds per process rather than across them.
 * Counting in the process is logged once a window at most, whatever the cause (Redis away, or refusing commands).
 */
function sharedOrLocal(redis: Redis, log: FastifyBaseLogger): HitCounter {
  const shared = redisCounter(redis);
  const local = memoryCounter();
  let quietUntil = 0;
  return {
    async hit(key, windowMs) {
      try {
        return await shared.hit(key, windowMs);
      } catch (error) {
        if (Date.now() >= quietUntil) {
          quietUntil = Date.now() + FALLBACK_LOG_EVERY_MS;
          log.warn({ err: error }, 'Redis did not count a rate limit: counting in this process for now');
        }
        return local.hit(key, windowMs);
      }
    },
  };
}

/** One log line when Redis goes away and one when it is back, however many reconnection attempts lie between. */
function logRedisOutages(redis: Redis, log: FastifyBaseLogger): void {
  let away = false;
  redis.on('error', (error: Error) => {
    if (away) return;
    away = true;
    log.warn({ err: error }, 'Redis unreachable: each process counts rate limits on its own until it is back');
  });
  redis.on('ready', () => {
    if (!away) return;
    away = false;
    log.info('Redis reachable again: rate limits are shared between processes');
  });
}

/**
 * Resolves once Redis is ready, or has refused the connection, or after `ms`: counts are shared from the first
 * request when Redis is there, and the process starts all the same when it is not.
 */
function connected(redis: Redis, ms: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done).off('error', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    redis.once('ready', done).once('error', done);
  });
}

/**
 * Counts shared through Redis at `redisUrl`, falling back to this process's own while Redis is away. Without the
 * offline queue a count fails at once while Redis is away, rather than wait for a connection.
 */
export async function redisBackedCounter(
  redisUrl: string,
  log: FastifyBaseLogger,
): Promise<{ counter: HitCounter; close(): Promise<void> }> {
  const redis = new Redis(redisUrl, {
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  logRedisOutages(redis, log);
  await connected(redis, REDIS_CONNECT_TIMEOUT_MS);
  return {
    counter: sharedOrLocal(redis, log),
    close: async () => void (await redis.quit().catch(() => redis.disconnect())),
  };
}

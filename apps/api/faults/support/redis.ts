import { Redis } from 'ioredis';

/** A logical database of its own on the shared Redis, so clearing it touches nobody else's keys. */
export const FAULTS_REDIS_URL = 'redis://127.0.0.1:6379/7';

/** Empties the suite's Redis database: rate-limit counters from an earlier file start from zero. */
export async function clearFaultsRedis(): Promise<void> {
  const redis = new Redis(FAULTS_REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    await redis.flushdb();
  } finally {
    redis.disconnect();
  }
}

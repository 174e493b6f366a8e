import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLog } from './support/captured-log.js';
import { tcpRelay, type TcpRelay } from './support/tcp-relay.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const LIMIT = 3;
const UNREACHABLE = 'Redis unreachable: each process counts rate limits on its own until it is back';
const REACHABLE = 'Redis reachable again: rate limits are shared between processes';
const COUNTED_HERE = 'Redis did not count a rate limit: counting in this process for now';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const logged = (lines: Record<string, unknown>[], msg: string) => lines.filter((line) => line.msg === msg).length;

/** An app whose REDIS_URL leads through `relay`, with its log kept. */
async function appThrough(relay: TcpRelay) {
  const log = capturedLog();
  const app = await createTestApp(
    { AUTH_RATE_LIMIT_MAX: String(LIMIT), REDIS_URL: `redis://127.0.0.1:${relay.port}`, LOG_LEVEL: 'info' },
    { logger: { stream: log.stream } },
  );
  return { ...app, lines: log.lines };
}

const login = (t: TestApp, email: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'not the password' },
    remoteAddress,
  });
const resetRequest = (t: TestApp, email: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password-reset-request', payload: { email }, remoteAddress });

describe('rate limits while Redis is unreachable', () => {
  let relay: TcpRelay;
  let t: Awaited<ReturnType<typeof appThrough>>;
  beforeAll(async () => {
    // Nothing answers behind a cut relay: every connection is refused.
    relay = await tcpRelay({ host: '127.0.0.1', port: 9 });
    await relay.cut();
    t = await appThrough(relay);
  });
  afterAll(async () => {
    await t.close();
    await relay.close();
  });

  it('still answers the sign-in routes, and counts per IP and per account in the process', async () => {
    const perIp: number[] = [];
    for (let i = 0; i < LIMIT + 1; i += 1)
      perIp.push((await login(t, `ip${i}@example.com`, '198.51.100.60')).statusCode);
    expect(perIp).toEqual([401, 401, 401, 429]);

    const perAccount: number[] = [];
    for (let i = 0; i < LIMIT + 1; i += 1)
      perAccount.push((await resetRequest(t, 'target@example.com', `198.51.100.${70 + i}`)).statusCode);
    expect(perAccount).toEqual([200, 200, 200, 429]);
  });

  it('says so once in the log, however often the client tries again and however many counts it missed', async () => {
    // ioredis retries every 50 ms, then 100, 150…: several attempts by now, and eight counts missed above.
    await sleep(1_000);
    expect(logged(t.lines, UNREACHABLE)).toBe(1);
    expect(logged(t.lines, COUNTED_HERE)).toBe(1);
    expect(t.lines.some((line) => line.level === 50)).toBe(false);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('rate limits when Redis goes away and comes back', () => {
  let relay: TcpRelay;
  let apps: Awaited<ReturnType<typeof appThrough>>[];
  beforeAll(async () => {
    const { hostname, port } = new URL(redisUrl ?? '');
    relay = await tcpRelay({ host: hostname, port: Number(port || 6379) });
    apps = [await appThrough(relay), await appThrough(relay)];
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await relay.close();
  });

  /** Reset requests for one fresh account from fresh addresses, to the apps in `order`. */
  async function resetRequests(order: number[]) {
    const email = `fallback-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
    const statuses: number[] = [];
    for (const [i, index] of order.entries()) {
      const app = apps[index];
      if (app) statuses.push((await resetRequest(app, email, `203.0.113.${100 + i}`)).statusCode);
    }
    return statuses;
  }

  it('shares the counts, counts in each process while Redis is away, and shares them again once it is back', async () => {
    expect(await resetRequests([0, 1, 0, 1])).toEqual([200, 200, 200, 429]);

    await relay.cut();
    // Each process on its own: the first refuses its fourth, the other still has its own three.
    expect(await resetRequests([0, 0, 0, 0, 1])).toEqual([200, 200, 200, 429, 200]);
    for (const app of apps) expect(logged(app.lines, UNREACHABLE)).toBe(1);

    await relay.restore();
    const deadline = Date.now() + 30_000;
    while (apps.some((app) => logged(app.lines, REACHABLE) === 0)) {
      expect(Date.now()).toBeLessThan(deadline);
      await sleep(100);
    }
    expect(await resetRequests([0, 1, 0, 1])).toEqual([200, 200, 200, 429]);
  }, 60_000);
});

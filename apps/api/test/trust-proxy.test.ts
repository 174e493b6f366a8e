import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';

const PROXY_ADDRESS = '10.0.0.2';
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Three failed logins for three accounts, each through the proxy with the given X-Forwarded-For. */
async function loginStatuses(env: Record<string, string>, forwardedFor: string[]): Promise<number[]> {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '2', ...env });
  const statuses: number[] = [];
  for (const [i, address] of forwardedFor.entries()) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: `someone${i}@example.com`, password: 'wrong password' },
      remoteAddress: PROXY_ADDRESS,
      headers: { 'x-forwarded-for': address },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

const production = { NODE_ENV: 'production' };
const threeClients = ['203.0.113.1', '203.0.113.2', '203.0.113.3'];
const oneClient = ['203.0.113.9', '203.0.113.9', '203.0.113.9'];

// Each test builds an app of its own: seconds apiece on a busy machine.
const TIMEOUT_MS = 120_000;

describe('whose address the per-IP limits count', () => {
  it(
    'counts the connecting address by default, even in production: X-Forwarded-For cannot spread the attempts',
    async () => {
      expect(await loginStatuses(production, threeClients)).toEqual([401, 401, 429]);
    },
    TIMEOUT_MS,
  );

  it(
    'counts each forwarded address apart when TRUST_PROXY lists the proxy',
    async () => {
      expect(await loginStatuses({ ...production, TRUST_PROXY: '10.0.0.0/8' }, threeClients)).toEqual([401, 401, 401]);
    },
    TIMEOUT_MS,
  );

  it(
    'still limits one client behind a trusted proxy',
    async () => {
      expect(await loginStatuses({ ...production, TRUST_PROXY: '10.0.0.0/8' }, oneClient)).toEqual([401, 401, 429]);
    },
    TIMEOUT_MS,
  );

  it(
    'counts the forwarded address when TRUST_PROXY is a hop count',
    async () => {
      expect(await loginStatuses({ ...production, TRUST_PROXY: '1' }, threeClients)).toEqual([401, 401, 401]);
    },
    TIMEOUT_MS,
  );

  it(
    'ignores X-Forwarded-For from a peer that is not one of the listed proxies',
    async () => {
      expect(await loginStatuses({ ...production, TRUST_PROXY: '192.168.1.1' }, threeClients)).toEqual([401, 401, 429]);
    },
    TIMEOUT_MS,
  );
});

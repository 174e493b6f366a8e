import { afterEach, describe, expect, it } from 'vitest';
import type { Mailer } from '../src/mail/outbox.js';
import { newAccount } from './support/factories.js';
import { capturedLog } from './support/captured-log.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

// Each test builds an app of its own: seconds apiece on a busy machine.
const TIMEOUT_MS = 120_000;

describe('request ids', () => {
  it(
    'name every answer with a UUID of its own, and ignore one a client sends when no proxy is trusted',
    async () => {
      t = await createTestApp();
      const answers = await Promise.all([
        t.app.inject({ url: '/api/health' }),
        t.app.inject({ url: '/api/nowhere' }),
        t.app.inject({ url: '/api/users' }),
        t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'not an e-mail' } }),
        t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'chosen-by-the-client' } }),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 404, 401, 400, 200]);
      const ids = answers.map((answer) => answer.headers['x-request-id']);
      for (const id of ids) expect(id).toMatch(UUID);
      expect(new Set(ids).size).toBe(ids.length);
    },
    TIMEOUT_MS,
  );

  it(
    'are on every log line about the request, the failure of a 500 included',
    async () => {
      const { lines, stream } = capturedLog();
      const brokenMailer: Mailer = {
        mode: 'outbox',
        send: () => Promise.reject(new Error('the mail store broke')),
        deliverPending: () => Promise.resolve(),
        close: () => {},
      };
      t = await createTestApp({ LOG_LEVEL: 'info' }, { logger: { stream }, mailer: brokenMailer });

      const answer = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: newAccount() });
      expect(answer.statusCode).toBe(500);
      const id = answer.headers['x-request-id'];
      expect(id).toMatch(UUID);
      const aboutIt = lines.filter((line) => line.reqId === id).map((line) => line.msg);
      expect(aboutIt).toEqual(['request failed', 'request completed']);
    },
    TIMEOUT_MS,
  );

  it(
    'keep the id a trusted proxy gave, when it is well formed, and no one else’s',
    async () => {
      t = await createTestApp({ TRUST_PROXY: '10.0.0.0/8' });
      const sentFrom = (remoteAddress: string, id: string) =>
        t!.app.inject({ url: '/api/health', remoteAddress, headers: { 'x-request-id': id } });

      const nginxId = '3f1c2a9be04d7c55a1e8f0b6d2c4e9a7';
      expect((await sentFrom('10.0.0.2', nginxId)).headers['x-request-id']).toBe(nginxId);
      for (const malformed of ['two words', 'x'.repeat(129), '{"forged":true}']) {
        expect((await sentFrom('10.0.0.2', malformed)).headers['x-request-id']).toMatch(UUID);
      }
      // A client that reaches the app without going through the proxy.
      expect((await sentFrom('203.0.113.9', nginxId)).headers['x-request-id']).toMatch(UUID);
    },
    TIMEOUT_MS,
  );

  it(
    'keep the id the nearest hop gave with a hop count',
    async () => {
      t = await createTestApp({ TRUST_PROXY: '1' });
      const answer = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'lb-7f3a' } });
      expect(answer.headers['x-request-id']).toBe('lb-7f3a');
    },
    TIMEOUT_MS,
  );
});

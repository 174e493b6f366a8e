import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLog } from './support/captured-log.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const { lines, stream } = capturedLog();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logger: { stream } });
});
afterAll(() => t.close());

const report = {
  kind: 'render',
  message: "Cannot read properties of undefined (reading 'jobTitle')",
  stack: 'TypeError: Cannot read properties of undefined\n    at HistoryRow (/assets/HistoryPage-x1.js:1:2345)',
  page: '/dashboard/history',
};
const send = (payload: object, remoteAddress = '198.51.100.7') =>
  t.app.inject({ method: 'POST', url: '/api/client-errors', payload, remoteAddress });

describe('POST /api/client-errors', () => {
  it('logs what failed in the browser, with the request id and the browser, and answers 204', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: report,
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0' },
    });
    expect(answer.statusCode).toBe(204);
    expect(answer.body).toBe('');
    const logged = lines.find((line) => line.msg === 'client error');
    expect(logged).toMatchObject({
      level: 40,
      reqId: answer.headers['x-request-id'],
      clientError: report,
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0',
    });
  });

  it('logs no more than the first 300 characters of the User-Agent', async () => {
    const userAgent = `Mozilla/5.0 ${'x'.repeat(5000)}`;
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: report,
      headers: { 'user-agent': userAgent },
      remoteAddress: '198.51.100.8',
    });
    expect(answer.statusCode).toBe(204);
    const logged = lines.find((line) => line.reqId === answer.headers['x-request-id'] && line.msg === 'client error');
    expect(logged?.userAgent).toBe(userAgent.slice(0, 300));
  });

  it('refuses a report of another kind, a missing page, an oversized message or an unsavable character', async () => {
    const refused = [
      { ...report, kind: 'network' },
      { kind: 'chunk', message: 'Failed to fetch dynamically imported module' },
      { ...report, message: 'x'.repeat(501) },
      { ...report, stack: 'x'.repeat(4001) },
      { ...report, message: 'bad\u0000byte' },
    ];
    for (const [i, payload] of refused.entries()) {
      const answer = await send(payload, `198.51.100.${20 + i}`);
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(answer.json()).toMatchObject({ error: expect.any(String) });
    }
  });

  it('takes ten reports a minute from one address, then answers 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await send(report, '203.0.113.50')).statusCode);
    expect(statuses).toEqual([...Array<number>(10).fill(204), 429]);
    // Another address still reports.
    expect((await send(report, '203.0.113.51')).statusCode).toBe(204);
  });
});

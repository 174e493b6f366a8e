import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';

const REQUEST_TIMEOUT_MS = 1_000;

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) });
  const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = Number(new URL(address).port);
});
afterAll(() => t.close());

/** Sends `start` of a request and never the rest; what the server wrote back and when it closed. */
function sendOnly(start: string): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const startedAt = Date.now();
    let answer = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(start));
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve({ answer, closedAfterMs: Date.now() - startedAt }));
  });
}

describe('a client that sends its request too slowly (REQUEST_TIMEOUT_MS)', () => {
  it('gets 408 and a closed connection when its body stops short', async () => {
    const { answer, closedAfterMs } = await sendOnly(
      'POST /api/auth/login HTTP/1.1\r\nHost: app.test\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"em',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
    // Node looks for late requests every quarter of the timeout; the rest is room for a busy machine.
    expect(closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS * 10);
  }, 30_000);

  it('gets 408 and a closed connection when its headers never end', async () => {
    const { answer } = await sendOnly('GET /api/packages HTTP/1.1\r\nHost: app.test\r\nX-Slow: ');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  }, 30_000);

  it('leaves a request sent in time alone', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/packages`);
    expect(res.status).toBe(200);
  });
});

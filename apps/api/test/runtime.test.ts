import { once } from 'node:events';
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from './support/server-process.js';

const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'runtime-test-secret-long-enough-for-hs256',
  LOG_LEVEL: 'info',
};
const loginBody = JSON.stringify({ email: 'nobody@example.com', password: 'not the password' });

/**
 * A POST in flight: its headers are read by the server (which says so with `100 Continue`) and a few bytes
 * of its body sent; the rest of the body goes only when asked.
 */
async function postInFlight(url: string, body: string) {
  const request = http.request(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      expect: '100-continue',
    },
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
  });
  // The server may end the connection before answering; the test that cares awaits `finish()`.
  response.catch(() => {});
  request.flushHeaders();
  await once(request, 'continue');
  request.write(body.slice(0, 5));
  return {
    finish() {
      request.end(body.slice(5));
      return response;
    },
  };
}

let server: ServerProcess | undefined;
afterEach(async () => {
  await server?.kill();
  server = undefined;
});

describe('the server process', () => {
  it('warns when production runs on the embedded database, sweeps expired rows at start; on SIGTERM finishes requests in flight and exits at the deadline', async () => {
    server = await startServer({ ...production, SHUTDOWN_TIMEOUT_MS: '6000' });
    expect(server.output()).toMatch(/"level":40,.*"msg":"DATABASE_URL is not set: running on the embedded database/);
    expect(server.output()).toMatch(
      /"deleted":\{"mail":0,"links":0,"sessions":0,"stripeEvents":0\},"retentionDays":30,"msg":"expired rows swept"/,
    );

    const login = await postInFlight(`${server.url}/api/auth/login`, loginBody);
    // A client that never sends the rest of its body: only the deadline ends the wait for it.
    await postInFlight(`${server.url}/api/auth/login`, loginBody);
    const signalledAt = Date.now();
    server.signal('SIGTERM');
    await server.waitForOutput(/"signal":"SIGTERM".*"msg":"shutting down"/, 30_000);

    const newcomer = await fetch(`${server.url}/api/health`).then(
      (res) => res.status,
      () => 'refused',
    );
    expect(['refused', 503]).toContain(newcomer);
    const answer = await login.finish();
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toHaveProperty('error');

    expect(await server.exited).toEqual({ code: 1, signal: null });
    // The deadline plus a busy machine's slack; without a deadline the process would wait for ever.
    expect(Date.now() - signalledAt).toBeLessThan(6_000 + 8_000);
    expect(server.output()).toMatch(/"delay":6000,.*"msg":"shutdown deadline passed/);
  }, 240_000);

  it('with SHUTDOWN_DRAIN_MS, keeps serving after SIGTERM while /api/ready answers 503, then exits', async () => {
    // Long enough for the checks below on a busy machine: after it the server stops accepting.
    server = await startServer({ ...production, SHUTDOWN_DRAIN_MS: '6000' });
    expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
    const signalledAt = Date.now();
    server.signal('SIGTERM');
    await server.waitForOutput(/"drainMs":6000,.*"msg":"draining/, 30_000);

    const ready = await fetch(`${server.url}/api/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ error: expect.any(String), code: 'UNAVAILABLE' });
    expect((await fetch(`${server.url}/api/packages`)).status).toBe(200);

    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(6_000);
  }, 240_000);
});

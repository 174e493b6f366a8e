import { once } from 'node:events';
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpMessages } from '@quillbid/shared';
import { buildApp } from '../src/app.js';
import { openPostgres } from '../src/db/client.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function listening(server: Server): Promise<number> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as { port: number }).port;
}

/** The app on a PostgreSQL pool pointed at `port`, where something other than a working database waits. */
async function withAppOnDatabaseAt(port: number, run: (app: TestApp['app']) => Promise<void>): Promise<void> {
  const database = openPostgres(`postgres://quillbid@127.0.0.1:${port}/quillbid`, { info() {}, warn() {} });
  const app = await buildApp({ config: t.app.ctx.config, db: database.db, logger: false });
  try {
    await run(app);
  } finally {
    await app.close();
    await database.close();
  }
}

describe('health and readiness', () => {
  it('GET /api/ready answers 200 while the database answers', async () => {
    const res = await t.app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('GET /api/health answers 200 while the database is down, so an outage there restarts no process', async () => {
    const nobody = createServer();
    const port = await listening(nobody);
    nobody.close();
    await withAppOnDatabaseAt(port, async (app) => {
      const health = await app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'ok' });
      const ready = await app.inject({ url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ error: httpMessages.unavailable });
    });
  }, 60_000);

  it('GET /api/ready answers 503 JSON within seconds when the database accepts connections but never answers', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => void sockets.push(socket));
    const port = await listening(silent);
    try {
      await withAppOnDatabaseAt(port, async (app) => {
        const startedAt = Date.now();
        const res = await app.inject({ url: '/api/ready' });
        expect(Date.now() - startedAt).toBeLessThan(4_000);
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({ error: httpMessages.unavailable });
        // The pool's own connection attempt is still waiting: let it fail so the pool can close.
        for (const socket of sockets) socket.destroy();
      });
    } finally {
      silent.close();
    }
  }, 60_000);
});

import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpMessages } from '@quillbid/shared';
import { openPostgres } from '../src/db/client.js';
import { capturedLog } from './support/captured-log.js';
import { profileBody, send, subscribedUser } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const { lines, stream } = capturedLog();
let t: TestApp;
let token: string;
beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) return;
  t = await createTestApp({ LOG_LEVEL: 'info', DATABASE_STATEMENT_TIMEOUT_MS: '1000' }, { logger: { stream } });
  ({ token } = await subscribedUser(t));
});
afterAll(() => t?.close());

/** Runs `run` while another session holds `table` locked, as a long migration or a manual fix would. */
async function whileLocked<T>(table: string, run: () => Promise<T>): Promise<T> {
  const holder = new pg.Client({ connectionString: t.databaseUrl ?? '' });
  await holder.connect();
  try {
    await holder.query(`begin; lock table ${table} in access exclusive mode`);
    return await run();
  } finally {
    await holder.query('rollback');
    await holder.end();
  }
}

const timedOut = () => lines.filter((line) => line.msg === 'database statement timed out');

describe.runIf(process.env.TEST_DATABASE_URL)('a statement past DATABASE_STATEMENT_TIMEOUT_MS', () => {
  it('answers 503 JSON within seconds rather than hanging, logs it, and the next request is answered', async () => {
    const startedAt = Date.now();
    const stuck = await whileLocked('profiles', () => send(t.app, 'GET', '/api/profile', token));

    expect(stuck.statusCode).toBe(503);
    expect(stuck.json()).toEqual({ error: httpMessages.unavailable, code: 'UNAVAILABLE' });
    expect(stuck.headers['retry-after']).toBe('5');
    expect(Date.now() - startedAt).toBeLessThan(10_000);
    expect(timedOut()).toHaveLength(1);
    expect(timedOut()[0]).toMatchObject({ level: 50, reason: expect.stringContaining('57014') });

    const after = await send(t.app, 'GET', '/api/profile', token);
    expect(after.statusCode).toBe(200);
  }, 30_000);

  it('rolls back a write it gives up on: nothing saved, nothing taken from the plan', async () => {
    const usage = async () => (await send(t.app, 'GET', '/api/users', token)).json<{ usage: unknown }>().usage;
    const before = await usage();

    const stuck = await whileLocked('profiles', () => send(t.app, 'POST', '/api/profile', token, profileBody()));

    expect(stuck.statusCode).toBe(503);
    expect((await send(t.app, 'GET', '/api/profile', token)).json()).toEqual({ profiles: [] });
    expect(await usage()).toEqual(before);
  }, 30_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)('DATABASE_POOL_SIZE', () => {
  it('opens at most that many connections however many queries wait', async () => {
    const database = openPostgres(t.databaseUrl ?? '', console, { poolSize: 2 });
    try {
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => database.db.execute(sql`select pg_backend_pid() as pid, pg_sleep(0.05)`)),
      );
      const pids = answers.map((answer) => (answer as unknown as { rows: { pid: number }[] }).rows[0]?.pid);
      expect(new Set(pids).size).toBe(2);
    } finally {
      await database.close();
    }
  });
});

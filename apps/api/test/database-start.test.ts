import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { StartupError } from '../src/startup-error.js';
import { waitForDatabase } from '../src/db/reach.js';
import { freePort } from './support/ports.js';
import { startupFailure } from './support/server-process.js';
import { tcpRelay } from './support/tcp-relay.js';

const warnings: object[] = [];
const log = { info: () => {}, warn: (details: object) => void warnings.push(details) };
const pools: pg.Pool[] = [];
const poolTo = (url: string) => {
  const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: 5_000 });
  pools.push(pool);
  return pool;
};
afterEach(async () => {
  warnings.length = 0;
  await Promise.all(pools.splice(0).map((pool) => pool.end()));
});

/** How a wait ended, and after how long. */
async function waited(url: string, waitMs: number) {
  const startedAt = Date.now();
  const error = await waitForDatabase(poolTo(url), url, log, waitMs).then(
    () => null,
    (caught: unknown) => caught,
  );
  return { error, ms: Date.now() - startedAt };
}

describe('waiting for the database at start-up (DATABASE_START_WAIT_MS)', () => {
  it('gives up after the wait, naming the database but not the password', async () => {
    const port = await freePort();
    const { error, ms } = await waited(`postgres://quillbid:secretpw@127.0.0.1:${port}/quillbid`, 1_200);
    expect(error).toBeInstanceOf(StartupError);
    expect((error as Error).message).toMatch(
      new RegExp(`^Could not reach the database at 127\\.0\\.0\\.1:${port}/quillbid: connect ECONNREFUSED`),
    );
    expect((error as Error).message).not.toContain('secretpw');
    expect(ms).toBeGreaterThanOrEqual(1_150);
    // The pauses between tries are 0.5 s, then 1 s cut short at the wait's end; the rest is a busy machine.
    expect(ms).toBeLessThan(10_000);
    expect(warnings.length).toBeGreaterThanOrEqual(2);
    expect(warnings[0]).toEqual({ code: 'ECONNREFUSED', retryInMs: 500 });
  });

  it('does not wait at all with 0', async () => {
    const { error, ms } = await waited(`postgres://quillbid@127.0.0.1:${await freePort()}/quillbid`, 0);
    expect(error).toBeInstanceOf(StartupError);
    expect(ms).toBeLessThan(2_000);
    expect(warnings).toEqual([]);
  });

  it('stops the server process with that one line instead of a stack trace', async () => {
    const port = await freePort();
    const failure = await startupFailure({
      DATABASE_URL: `postgres://quillbid:secretpw@127.0.0.1:${port}/quillbid`,
      DATABASE_START_WAIT_MS: '0',
    });
    expect(failure.code).toBe(1);
    expect(failure.lines).toEqual([
      `Could not reach the database at 127.0.0.1:${port}/quillbid: connect ECONNREFUSED 127.0.0.1:${port}.`,
    ]);
  }, 120_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)('waiting for a real PostgreSQL', () => {
  const server = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://localhost');
  const at = (port: number, database: string) => `postgres://${server.username}@127.0.0.1:${port}/${database}`;

  it('goes on as soon as a database that starts late answers', async () => {
    const relay = await tcpRelay({ host: server.hostname, port: Number(server.port || 5432) });
    await relay.cut();
    setTimeout(() => void relay.restore(), 1_200);
    try {
      const { error, ms } = await waited(at(relay.port, server.pathname.slice(1)), 30_000);
      expect(error).toBeNull();
      expect(ms).toBeGreaterThanOrEqual(1_150);
      expect(ms).toBeLessThan(15_000);
      expect(warnings.length).toBeGreaterThanOrEqual(2);
    } finally {
      await relay.close();
    }
  });

  it('stops at once where waiting cannot help, and says what to change', async () => {
    const { error, ms } = await waited(at(Number(server.port || 5432), 'quillbid_no_such_database'), 30_000);
    expect((error as Error).message).toBe(
      `Could not reach the database at 127.0.0.1:${server.port || 5432}/quillbid_no_such_database: database "quillbid_no_such_database" does not exist. Create the database first, or correct its name in DATABASE_URL.`,
    );
    expect(ms).toBeLessThan(5_000);
    expect(warnings).toEqual([]);
  });
});

import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openPostgres, type Database, type PoolOptions } from '../src/db/client.js';
import { MIGRATION_LOCK_ID, migrationsFolder } from '../src/db/migrate.js';

const adminUrl = process.env.TEST_DATABASE_URL;
const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const created: string[] = [];
const opened: Database[] = [];
afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
  for (const name of created.splice(0))
    await withClient(adminUrl ?? '', (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
});

/** A new, empty database on the test server; its URL. */
async function emptyDatabase(): Promise<string> {
  const name = `quillbid_migrate_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl ?? '', (client) => client.query(`CREATE DATABASE ${name}`));
  created.push(name);
  const url = new URL(adminUrl ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

/** A process's view of the database, with a log that keeps its lines. */
function open(url: string, options: PoolOptions = {}) {
  const lines: string[] = [];
  const record = (_details: object, message: string) => void lines.push(message);
  const database = openPostgres(url, { info: record, warn: record }, options);
  opened.push(database);
  return { database, lines };
}

const appliedCount = (url: string) =>
  withClient(url, async (client) => {
    const { rows } = await client.query<{ count: string }>('select count(*) from drizzle.__drizzle_migrations');
    return Number(rows[0]?.count);
  });

describe.runIf(adminUrl)('migrations on PostgreSQL', () => {
  it('lets two processes start together: one migrates, the other waits and finds nothing left to do', async () => {
    const url = await emptyDatabase();
    const processes = [open(url), open(url)];

    await Promise.all(processes.map(({ database }) => database.migrate()));

    expect(await appliedCount(url)).toBe(journal.entries.length);
    await processes[0]?.database.migrate();
    expect(await appliedCount(url)).toBe(journal.entries.length);
  }, 60_000);

  it('waits while another session holds the migration lock, then applies the migrations', async () => {
    const url = await emptyDatabase();
    await withClient(url, async (holder) => {
      await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      const { database, lines } = open(url);
      let finished = false;
      const migrating = database.migrate().then(() => (finished = true));

      const deadline = Date.now() + 30_000;
      while (!lines.includes('waiting for another process to finish the database migrations')) {
        if (Date.now() > deadline) throw new Error('the migrator never reported waiting for the lock');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(finished).toBe(false);

      await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
      await migrating;
    });
    expect(await appliedCount(url)).toBe(journal.entries.length);
  }, 60_000);

  it('waits for the lock and migrates past the statement timeout, which binds the same connection afterwards', async () => {
    const url = await emptyDatabase();
    const { database, lines } = open(url, { statementTimeoutMs: 1_000 });
    await withClient(url, async (holder) => {
      await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      const migrating = database.migrate();
      const deadline = Date.now() + 30_000;
      while (!lines.includes('waiting for another process to finish the database migrations')) {
        if (Date.now() > deadline) throw new Error('the migrator never reported waiting for the lock');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // Held past the statement timeout, as a long migration in another process would.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
      await migrating;
    });
    expect(await appliedCount(url)).toBe(journal.entries.length);
    // The pool has one connection open, the migrator's, back at the session's own limit.
    const shown = await database.db.execute(sql`show statement_timeout`);
    expect((shown as unknown as { rows: { statement_timeout: string }[] }).rows[0]?.statement_timeout).toBe('1s');
  }, 60_000);
});

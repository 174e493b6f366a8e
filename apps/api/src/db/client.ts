import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { migrateUnderLock, migrationsFolder, type DatabaseLog } from './migrate.js';
import { waitForDatabase } from './reach.js';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  /** Waits for the server to take connections (up to `startWaitMs`); it fails at once if waiting cannot help. */
  reach(): Promise<void>;
  /** Applies every pending migration; safe to call at each start, from any number of processes at once. */
  migrate(): Promise<void>;
  close(): Promise<void>;
};

/** How long a request waits for a connection before failing, rather than hanging while the server is away. */
const CONNECT_TIMEOUT_MS = 5_000;

export type PoolOptions = {
  poolSize?: number;
  statementTimeoutMs?: number;
  /** How long `reach()` and `migrate()` wait for a server that refuses connections (0: not at all). */
  startWaitMs?: number;
};

/**
 * A real PostgreSQL server, through a pool of `poolSize` connections at most; `log` hears about connections
 * the server ends. With `statementTimeoutMs`, the server cancels a statement that runs longer, and ends a
 * session left idle in a transaction that long, so a query stuck behind a lock or a leaked transaction cannot
 * keep one of the pool's connections for good.
 */
export function openPostgres(
  connectionString: string,
  log: DatabaseLog = console,
  { poolSize = 10, statementTimeoutMs = 0, startWaitMs = 0 }: PoolOptions = {},
): Database {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // Sent with each connection's start-up, so they are the session's defaults (what RESET returns to).
    ...(statementTimeoutMs > 0 && {
      statement_timeout: statementTimeoutMs,
      idle_in_transaction_session_timeout: statementTimeoutMs,
    }),
  });
  // An idle connection the server ends (a restart, a failover, a dropped database) leaves the pool and is
  // replaced on next use; unheard, its error event would end the process, so it is logged instead.
  pool.on('error', (error: Error & { code?: string }) =>
    log.warn({ code: error.code, err: error }, 'database connection lost; the pool will reconnect'),
  );
  // A connection lost while checked out (a transaction between two statements) reports on the client,
  // where the pool does not listen; unheard, that too would end the process. The transaction's next
  // statement fails with the cause, and the pool discards the client when it is released.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg(pool, { schema });
  const reach = () => waitForDatabase(pool, connectionString, log, startWaitMs);
  return {
    db,
    reach,
    async migrate() {
      await reach();
      await migrateUnderLock(pool, log);
    },
    close: () => pool.end(),
  };
}

/** PostgreSQL embedded in the process (PGlite); `dataDir` undefined keeps it in memory. */
export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob } = {},
): Promise<Database & { dumpDataDir(): Promise<Blob> }> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    // History search's trigram indexes (migration 0012).
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema });
  return {
    db,
    // In this process: there from the start.
    reach: async () => {},
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('gzip'),
  };
}

/** The embedded database runs one statement at a time in this process: the statement timeout is the server's. */
export async function openDatabase(
  config: { databaseUrl: string | null; dataDir: string } & Required<PoolOptions>,
  log: DatabaseLog,
): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, log, config);
  return openPglite({ dataDir: path.join(config.dataDir, 'pglite') });
}

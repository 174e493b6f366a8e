import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';

/** What the database code reports through: the app's logger, or anything with the same two methods. */
export type DatabaseLog = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
};

/** drizzle-kit's SQL files and journal; the build copies them beside the compiled code. */
export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * The key of the session-level advisory lock the migrator holds. Any fixed number works as long as
 * nothing else in the database takes the same one; this one spells "quill" in ASCII.
 */
export const MIGRATION_LOCK_ID = 0x7175696c6c;

/**
 * Applies pending migrations while holding an advisory lock, so processes that start together take turns:
 * the first applies them, the others wait and then find nothing left to do. The lock belongs to the
 * connection, so a process that dies while migrating releases it with its connection. Neither the wait
 * nor a migration (an index built over a large table) is bound by the pool's statement timeout.
 */
export async function migrateUnderLock(pool: pg.Pool, log: DatabaseLog): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('set statement_timeout = 0');
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
      MIGRATION_LOCK_ID,
    ]);
    if (!rows[0]?.locked) {
      log.info({}, 'waiting for another process to finish the database migrations');
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    }
    try {
      await migrate(drizzle(client), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
    await client.query('reset statement_timeout');
    client.release();
  } catch (error) {
    // A connection that failed half-way may still hold the lock: end it rather than return it to the pool.
    client.release(true);
    throw error;
  }
}

import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { StartupError } from '../startup-error.js';
import type { Db } from './client.js';
import { migrationsFolder } from './migrate.js';

/**
 * When the newest migration the database has was generated, as drizzle's migrator records it (its order key);
 * null for a database no migration has touched.
 */
async function newestApplied(db: Db): Promise<number | null> {
  const found = await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as "exists"`);
  const [table] = (found as unknown as { rows: { exists: boolean }[] }).rows;
  if (!table?.exists) return null;
  const newest = await db.execute(sql`select max(created_at)::text as "createdAt" from drizzle.__drizzle_migrations`);
  const [row] = (newest as unknown as { rows: { createdAt: string | null }[] }).rows;
  return row?.createdAt ? Number(row.createdAt) : null;
}

/**
 * Refuses to serve from a database older than this release. With MIGRATE_ON_START=false the deploy runs
 * `npm run migrate` first; a deploy that skipped it would answer every request that touches a new column
 * with 500, so the process stops instead, saying what to run.
 */
export async function assertSchemaCurrent(db: Db): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder });
  const newest = await newestApplied(db);
  const applied = newest === null ? 0 : migrations.filter((m) => m.folderMillis <= newest).length;
  if (applied >= migrations.length) return;
  throw new StartupError(
    `The database has ${applied} of this release's ${migrations.length} migrations: run \`npm run migrate\` before starting the servers, or start them with MIGRATE_ON_START=true.`,
  );
}

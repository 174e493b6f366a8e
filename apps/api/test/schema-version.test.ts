import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StartupError } from '../src/startup-error.js';
import { openPglite } from '../src/db/client.js';
import { migrationsFolder } from '../src/db/migrate.js';
import { assertSchemaCurrent } from '../src/db/schema-version.js';
import { startupFailure } from './support/server-process.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const total = readMigrationFiles({ migrationsFolder }).length;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a server started with MIGRATE_ON_START=false', () => {
  it('serves from a database that has every migration of its release', async () => {
    await expect(assertSchemaCurrent(t.database.db)).resolves.toBeUndefined();
  });

  it('refuses a database one migration behind, saying what to run', async () => {
    await t.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const refused = assertSchemaCurrent(t.database.db);
    await expect(refused).rejects.toBeInstanceOf(StartupError);
    await expect(refused).rejects.toThrow(
      `The database has ${total - 1} of this release's ${total} migrations: run \`npm run migrate\` before starting the servers, or start them with MIGRATE_ON_START=true.`,
    );
  });

  it('refuses a database no migration has touched', async () => {
    const empty = await openPglite();
    try {
      await expect(assertSchemaCurrent(empty.db)).rejects.toThrow(`The database has 0 of this release's ${total}`);
    } finally {
      await empty.close();
    }
  });

  it('exits with that one line instead of answering 500', async () => {
    const failure = await startupFailure({ MIGRATE_ON_START: 'false' });
    expect(failure.code).toBe(1);
    expect(failure.lines.at(-1)).toMatch(/^The database has 0 of this release's \d+ migrations: run/);
  }, 120_000);
});

import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppDeps } from '../../src/app.js';
import { loadConfig, type AppConfig } from '../../src/config.js';
import { openPglite, openPostgres, type Database, type PoolOptions } from '../../src/db/client.js';
import { mailOutbox } from '../../src/db/schema.js';

export const TEST_APP_URL = 'http://app.test';

export type TestApp = {
  app: FastifyInstance;
  /** The app's settings, for a second app on the same database with some of them changed. */
  config: AppConfig;
  database: Database;
  /** Where the database is, for a second session of a test's own; null on PGlite. */
  databaseUrl: string | null;
  /** The newest mails in the outbox, newest first. */
  mails(): Promise<(typeof mailOutbox.$inferSelect)[]>;
  close(): Promise<void>;
};

/** The app on a database of its own: a PGlite clone, or a fresh database on TEST_DATABASE_URL. */
export async function createTestApp(
  env: Record<string, string> = {},
  deps: Partial<Pick<AppDeps, 'mailer' | 'logger' | 'writer'>> = {},
  /** Settings no environment variable reaches, such as where Google's keys are served. */
  overrides: Partial<AppConfig> = {},
): Promise<TestApp> {
  const config: AppConfig = {
    ...loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      APP_URL: TEST_APP_URL,
      DATA_DIR: '/nonexistent',
      WEB_DIST: '/nonexistent',
      AUTH_RATE_LIMIT_MAX: '1000',
      COSTLY_RATE_LIMIT_MAX: '1000',
      ...env,
    }),
    ...overrides,
  };
  const { database, databaseUrl, drop } = await freshDatabase(config);
  const app = await buildApp({ config, db: database.db, logger: false, ...deps });
  return {
    app,
    config,
    database,
    databaseUrl,
    mails: () => database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)),
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

async function freshDatabase(
  pool: PoolOptions,
): Promise<{ database: Database; databaseUrl: string | null; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const snapshot = inject('pgliteSnapshot');
    if (!snapshot) throw new Error('the PGlite snapshot was not prepared by the global setup');
    const database = await openPglite({ loadDataDir: new Blob([readFileSync(snapshot)]) });
    return { database, databaseUrl: null, drop: async () => {} };
  }
  const name = `quillbid_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), console, pool);
  await database.migrate();
  return {
    database,
    databaseUrl: url.toString(),
    drop: async () => {
      await withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

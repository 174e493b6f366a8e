import { exitOnStartupFailure, loadConfig } from '../config.js';
import { openDatabase } from './client.js';
import type { DatabaseLog } from './migrate.js';

/** Details worth printing after a message: none for an empty object. */
const detailsOf = (details: object) => (Object.keys(details).length > 0 ? [JSON.stringify(details)] : []);

/** A one-off command reports to its terminal: each message on a line, its details after it. */
const consoleLog: DatabaseLog = {
  info: (details, message) => console.info(message, ...detailsOf(details)),
  warn: (details, message) => console.warn(message, ...detailsOf(details)),
};

/**
 * `npm run migrate`: applies pending migrations once and exits, for deploys that run them as a step of
 * their own and start the servers with MIGRATE_ON_START=false.
 */
async function migrateOnce(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config, consoleLog);
  try {
    await database.migrate();
    console.info(`database migrated (${config.databaseUrl ? 'postgresql' : `pglite in ${config.dataDir}`})`);
  } finally {
    await database.close();
  }
}

migrateOnce().catch(exitOnStartupFailure);

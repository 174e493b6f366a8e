import { exitOnStartupFailure, loadConfig } from '../config.js';
import { openDatabase } from './client.js';

/**
 * `npm run migrate`: applies pending migrations once and exits, for deploys that run them as a step of
 * their own and start the servers with MIGRATE_ON_START=false.
 */
async function migrateOnce(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config, console);
  try {
    await database.migrate();
    console.info(`database migrated (${config.databaseUrl ? 'postgresql' : `pglite in ${config.dataDir}`})`);
  } finally {
    await database.close();
  }
}

migrateOnce().catch(exitOnStartupFailure);

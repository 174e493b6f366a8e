import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openPostgres, type Db } from '../../src/db/client.js';
import { clusterUrl } from './postgres-cluster.js';

export type FaultDatabase = { url: string; db: Db; close(): Promise<void> };

/** A migrated database of the file's own on the suite's server, and a handle for checking its rows. */
export async function createFaultDatabase(): Promise<FaultDatabase> {
  const cluster = inject('cluster');
  const name = `faults_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: clusterUrl(cluster) });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = clusterUrl(cluster, name);
  // The checks' own pool meets the outages too; what it has to say about them is not news here.
  const database = openPostgres(url, { info: () => {}, warn: () => {} });
  await database.migrate();
  return { url, db: database.db, close: () => database.close() };
}

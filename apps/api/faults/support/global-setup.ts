import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Redis } from 'ioredis';
import type { TestProject } from 'vitest/node';
import { type Cluster, createCluster, removeCluster } from './postgres-cluster.js';
import { freePort } from '../../test/support/ports.js';
import { FAULTS_REDIS_URL } from './redis.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The suite's own PostgreSQL server, which scenarios may stop and start. */
    cluster: Cluster;
    /** Node's arguments to start the API: its build when fresh, else its sources through tsx. */
    apiEntry: string[];
  }
}

const apiRoot = path.resolve(import.meta.dirname, '../..');
const repoRoot = path.resolve(apiRoot, '../..');

/** The build is what an operator runs; a stale one would test yesterday's code, so the sources win then. */
async function apiEntry(): Promise<string[]> {
  const buildState = pathToFileURL(path.join(repoRoot, 'scripts/build-state.mjs')).href;
  const { buildReason } = (await import(buildState)) as { buildReason(workspace: string): string | null };
  const stale = ['packages/shared', 'apps/api'].filter((workspace) => buildReason(workspace) !== null);
  if (stale.length === 0) return [path.join(apiRoot, 'dist/main.js')];
  console.info(`fault suite: running the API from its sources (no fresh build of ${stale.join(', ')})`);
  return ['--conditions=quillbid-source', '--import', 'tsx', path.join(apiRoot, 'src/main.ts')];
}

/** One PostgreSQL server for the whole suite (files run one at a time); each file makes its own database. */
export default async function setup(project: TestProject) {
  const redis = new Redis(FAULTS_REDIS_URL, { lazyConnect: true, connectTimeout: 2_000, maxRetriesPerRequest: 0 });
  try {
    await redis.connect();
    await redis.ping();
  } catch {
    throw new Error(`The fault suite needs Redis at ${FAULTS_REDIS_URL}.`);
  } finally {
    redis.disconnect();
  }
  const cluster = await createCluster(await freePort());
  project.provide('cluster', cluster);
  project.provide('apiEntry', await apiEntry());
  return () => removeCluster(cluster);
}

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../../src/db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder (tarball) that each test file clones; absent on real PostgreSQL. */
    pgliteSnapshot: string | null;
  }
}

/**
 * Creating and migrating PGlite costs seconds; cloning a migrated snapshot costs a fraction of one.
 * On real PostgreSQL (TEST_DATABASE_URL) each test file creates its own database instead.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteSnapshot', null);
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'quillbid-test-'));
  const database = await openPglite();
  await database.migrate();
  const snapshot = path.join(dir, 'migrated.tar.gz');
  writeFileSync(snapshot, Buffer.from(await (await database.dumpDataDir()).arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshot', snapshot);
  return () => rmSync(dir, { recursive: true, force: true });
}

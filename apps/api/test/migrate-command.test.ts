import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './support/ports.js';

const COMMAND = path.join(import.meta.dirname, '../src/db/migrate-command.ts');
const dataDir = mkdtempSync(path.join(tmpdir(), 'quillbid-migrate-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

type Ran = { code: number; stdout: string; stderr: string };

// Each run starts Node, tsx and the embedded database: seconds on a quiet machine, far more on a busy one.
const RUN_TIMEOUT_MS = 60_000;

/** `npm run migrate`'s command, from the sources, with `env` over this process's environment. */
function migrate(env: Record<string, string>): Promise<Ran> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--conditions=quillbid-source', '--import', 'tsx', COMMAND],
      { env: { ...process.env, DATABASE_URL: '', ...env }, timeout: RUN_TIMEOUT_MS },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('npm run migrate', () => {
  it(
    'migrates the embedded database once, and finds nothing left to do the second time',
    async () => {
      for (let run = 0; run < 2; run += 1) {
        const ran = await migrate({ DATA_DIR: dataDir });
        expect(ran).toMatchObject({ code: 0, stderr: '' });
        expect(ran.stdout.trim()).toBe(`database migrated (pglite in ${dataDir})`);
      }
    },
    2 * RUN_TIMEOUT_MS + 10_000,
  );

  it(
    'says on each line what it waits for and why it stops, without a stray object before the words',
    async () => {
      const port = await freePort();
      const ran = await migrate({
        DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/quillbid`,
        DATABASE_START_WAIT_MS: '1200',
      });
      expect(ran.code).toBe(1);
      const lines = ran.stderr.trim().split('\n');
      expect(lines[0]).toBe('database not reachable yet; trying again {"code":"ECONNREFUSED","retryInMs":500}');
      expect(lines.at(-1)).toMatch(new RegExp(`Could not reach the database at 127\\.0\\.0\\.1:${port}/quillbid`));
    },
    RUN_TIMEOUT_MS + 10_000,
  );
});

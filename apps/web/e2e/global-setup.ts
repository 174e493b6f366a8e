import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, openSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
// E2E_WEB_DIST lets a run test a build kept apart from `apps/web/dist`.
const webDist = process.env.E2E_WEB_DIST ?? path.join(repoRoot, 'apps/web/dist');

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (address === null || typeof address === 'string') throw new Error('could not find a free port');
  return address.port;
}

const STARTUP_LIMIT_S = 180;

async function waitForHealth(baseUrl: string, server: ChildProcess, logFile: string): Promise<void> {
  // The server compiles its TypeScript as it starts: on a busy two-core machine that can take a minute.
  const deadline = Date.now() + STARTUP_LIMIT_S * 1000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}; see ${logFile}`);
    try {
      const response = await fetch(`${baseUrl}/api/ready`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not become healthy within ${STARTUP_LIMIT_S} s; see ${logFile}`);
}

/** Starts the real server on a free port with a fresh database; the returned function stops it. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build -w apps/web` first (npm run test:e2e does).');
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'quillbid-e2e-'));
  const logFile = path.join(dataDir, 'server.log');
  const log = openSync(logFile, 'a');

  // The API's TypeScript sources, and @quillbid/shared's, so the specs need no build of either.
  const server = spawn(process.execPath, ['--conditions=quillbid-source', '--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: baseUrl,
      WEB_DIST: webDist,
      // Empty values count as unset: no SMTP (links go to the log), embedded database, no Google, no Redis,
      // the offline writer and test-mode billing.
      SMTP_URL: '',
      AI_BASE_URL: '',
      STRIPE_SECRET_KEY: '',
      DATABASE_URL: '',
      GOOGLE_CLIENT_ID: '',
      REDIS_URL: '',
      // Every spec signs up and logs in from the same address; the per-minute limit would otherwise trip.
      AUTH_RATE_LIMIT_MAX: '1000',
      COSTLY_RATE_LIMIT_MAX: '1000',
    },
  });

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_SERVER_LOG = logFile;
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await Promise.race([once(server, 'exit'), new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  // A server that never became healthy would otherwise outlive the run that gave up on it.
  await waitForHealth(baseUrl, server, logFile).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return stop;
}

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { freePort } from '../../test/support/ports.js';
import { FAULTS_REDIS_URL } from './redis.js';

const apiRoot = path.resolve(import.meta.dirname, '../..');

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type ApiProcess = {
  url: string;
  port: number;
  pid: number;
  /** Whether the process is still running: a fault must never take it down. */
  alive(): boolean;
  /** Everything it wrote to stdout and stderr. */
  output(): string;
  /** Resolves when the process ends. */
  exited: Promise<Exit>;
  signal(signal: NodeJS.Signals): void;
  /** SIGKILL if still running, and the temporary data folder removed. */
  kill(): Promise<void>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the API as a child process on its own port, configured by environment as an operator would
 * (production mode, PostgreSQL, Redis), plus `env`; resolves once /api/health answers 200.
 */
export async function startApi(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quillbid-faults-api-'));
  const child: ChildProcess = spawn(process.execPath, inject('apiEntry'), {
    cwd: apiRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? dataDir,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: url,
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web-build'),
      JWT_SECRET: 'faults-secret-that-is-long-enough-for-hs256-signing',
      REDIS_URL: FAULTS_REDIS_URL,
      LOG_LEVEL: 'warn',
      // Sign-ins come from one address here; the limits have tests of their own.
      AUTH_RATE_LIMIT_MAX: '100000',
      COSTLY_RATE_LIMIT_MAX: '100000',
      ...env,
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let running = true;
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => {
      running = false;
      resolve({ code, signal });
    }),
  );

  const api: ApiProcess = {
    url,
    port,
    pid: child.pid ?? -1,
    alive: () => running,
    output: () => output,
    exited,
    signal: (signal) => void child.kill(signal),
    async kill() {
      if (running) child.kill('SIGKILL');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  await waitUntilHealthy(api);
  return api;
}

/** tsx compiles on the fly: on a busy machine a start can take tens of seconds. */
async function waitUntilHealthy(api: ApiProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!api.alive()) throw new Error(`the API exited during start-up:\n${api.output()}`);
    const healthy = await fetch(`${api.url}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return;
    await sleep(250);
  }
  await api.kill();
  throw new Error(`the API did not answer /api/health within ${timeoutMs} ms:\n${api.output()}`);
}

import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/** Node's arguments that run the API's entry from its TypeScript sources, @quillbid/shared's included. */
export const SOURCE_ENTRY_ARGS = [
  '--conditions=quillbid-source',
  '--import',
  'tsx',
  path.join(import.meta.dirname, '../../src/main.ts'),
];

/**
 * How the server ends when it cannot start with `env` (on top of this process's environment, and a fresh data
 * folder unless `env` names one): its exit code and the lines of its stderr. A server that starts anyway is
 * stopped after a minute and reported as exiting with null.
 */
export async function startupFailure(env: Record<string, string>): Promise<{ code: number | null; lines: string[] }> {
  const run = promisify(execFile)(process.execPath, SOURCE_ENTRY_ARGS, {
    timeout: 60_000,
    env: { ...process.env, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'quillbid-start-')), ...env },
  });
  return run.then(
    () => ({ code: 0, lines: [] }),
    (error: { code: number | null; stderr: string }) => ({ code: error.code, lines: error.stderr.trim().split('\n') }),
  );
}

export type ServerProcess = {
  url: string;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves once `pattern` appears in the output; rejects after `timeoutMs`. */
  waitForOutput(pattern: RegExp, timeoutMs: number): Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  signal(signal: NodeJS.Signals): void;
  /** SIGKILL if still running; removes its data folder. */
  kill(): Promise<void>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The real server as an operator starts it (`node …/main`), on a port it picks, with a fresh embedded
 * database and only `env` beyond PATH and HOME; resolves once it listens. Compiling the sources and creating
 * the database take tens of seconds on a busy machine, hence `startTimeoutMs`.
 */
export async function startServer(env: Record<string, string>, startTimeoutMs = 150_000): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quillbid-server-'));
  const child = spawn(process.execPath, SOURCE_ENTRY_ARGS, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web-build'),
      ...env,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let running = true;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      running = false;
      resolve({ code, signal });
    }),
  );

  async function waitForOutput(pattern: RegExp, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!pattern.test(output)) {
      if (!running) throw new Error(`the server exited before printing ${pattern}:\n${output}`);
      if (Date.now() > deadline) throw new Error(`the server did not print ${pattern} in ${timeoutMs} ms:\n${output}`);
      await sleep(100);
    }
  }

  const server: ServerProcess = {
    url: '',
    output: () => output,
    waitForOutput,
    exited,
    signal: (signal) => void child.kill(signal),
    async kill() {
      if (running) child.kill('SIGKILL');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  try {
    // Fastify says where it listens at `info`; the port is the one the system picked.
    await waitForOutput(/Server listening at http:\/\/127\.0\.0\.1:\d+/, startTimeoutMs);
  } catch (error) {
    await server.kill();
    throw error;
  }
  server.url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1] ?? '';
  return server;
}

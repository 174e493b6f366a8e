import { spawn } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(apiRoot, '../..');
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;

export type ServerProcess = {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  pid: number;
  /** Resident memory in MB, from /proc. */
  residentMb(): number;
  /** SIGTERM, then waits for the exit (a CPU profile is written on the way out). */
  stop(): Promise<void>;
};

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** scripts/build-state.mjs, which `npm start` uses to decide whether to build first. */
type BuildState = { buildReason(workspace: string): string | null };

/**
 * The compiled server, as `npm start` runs it, when the build is at least as new as the sources; else
 * the sources through tsx, saying why: a stale build would measure old code.
 */
export async function appEntry(): Promise<{ args: string[]; label: string }> {
  // A plain .mjs without declarations: typed here by what the bench uses of it.
  const buildStatePath = path.join(repoRoot, 'scripts/build-state.mjs');
  const { buildReason } = (await import(buildStatePath)) as BuildState;
  const stale = ['packages/shared', 'apps/api'].map((workspace) => buildReason(workspace)).find(Boolean);
  if (!stale) return { args: [path.join(apiRoot, 'dist/main.js')], label: 'apps/api/dist/main.js (compiled)' };
  return {
    args: ['--conditions=quillbid-source', '--import', 'tsx', path.join(apiRoot, 'src/main.ts')],
    label: `apps/api/src/main.ts through tsx (not compiled: ${stale})`,
  };
}

export function residentMb(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match?.[1] ? Number(match[1]) / 1024 : Number.NaN;
}

/**
 * Starts `node <args>` with only the given environment (nothing leaks in from the shell that runs the
 * bench), its output going straight to `logFile`, and waits until `healthPath` answers 200.
 */
export async function startServer(options: {
  args: string[];
  env: Record<string, string>;
  port: number;
  healthPath: string;
  logFile: string;
}): Promise<ServerProcess> {
  const log = openSync(options.logFile, 'a');
  const child = spawn(process.execPath, options.args, {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...options.env },
    stdio: ['ignore', log, log],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const origin = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  let ready = false;
  while (!ready) {
    if (child.exitCode !== null) throw new Error(`${options.args.join(' ')} exited; see ${options.logFile}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${options.args.join(' ')} did not answer in time; see ${options.logFile}`);
    }
    ready = await fetch(`${origin}${options.healthPath}`).then(
      (res) => res.ok,
      () => false,
    );
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const pid = child.pid ?? 0;
  return {
    origin,
    pid,
    residentMb: () => residentMb(pid),
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}

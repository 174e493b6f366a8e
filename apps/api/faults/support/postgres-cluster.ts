import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const BIN = '/usr/lib/postgresql/15/bin';
const SERVICE_USER = 'postgres';

/** A PostgreSQL server of the suite's own, in a temporary folder, on a loopback port. */
export type Cluster = { dir: string; port: number };

/** PostgreSQL refuses to run as root; as root, its tools run as the `postgres` account instead. */
async function pgTool(tool: string, args: string[]): Promise<void> {
  const asRoot = userInfo().uid === 0;
  const [command, commandArgs] = asRoot
    ? ['runuser', ['-u', SERVICE_USER, '--', path.join(BIN, tool), ...args]]
    : [path.join(BIN, tool), args];
  await run(command, commandArgs, { timeout: 90_000 });
}

const dataDir = (cluster: Cluster) => path.join(cluster.dir, 'data');

export async function createCluster(port: number): Promise<Cluster> {
  const dir = mkdtempSync(path.join(tmpdir(), 'quillbid-faults-pg-'));
  if (userInfo().uid === 0) {
    const { stdout } = await run('id', ['-u', SERVICE_USER]);
    const { stdout: gid } = await run('id', ['-g', SERVICE_USER]);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const cluster = { dir, port };
  await pgTool('initdb', ['-D', dataDir(cluster), '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  await startCluster(cluster);
  return cluster;
}

export async function startCluster(cluster: Cluster): Promise<void> {
  // Durability is not under test here; fsync off keeps a busy machine's disk out of the timings.
  const options = `-p ${cluster.port} -k ${cluster.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  await pgTool('pg_ctl', [
    '-D',
    dataDir(cluster),
    '-o',
    options,
    '-l',
    path.join(cluster.dir, 'server.log'),
    '-w',
    '-t',
    '60',
    'start',
  ]);
}

/** `fast` ends every session at once, as a crash or a failover does to the application. */
export async function stopCluster(cluster: Cluster, mode: 'fast' | 'immediate' = 'fast'): Promise<void> {
  await pgTool('pg_ctl', ['-D', dataDir(cluster), '-m', mode, '-w', '-t', '60', 'stop']);
}

export async function removeCluster(cluster: Cluster): Promise<void> {
  await stopCluster(cluster, 'immediate').catch(() => {});
  rmSync(cluster.dir, { recursive: true, force: true });
}

export const clusterUrl = (cluster: Cluster, database = 'postgres') =>
  `postgres://postgres@127.0.0.1:${cluster.port}/${database}`;

/**
 * `npm run bench`: the API as an operator runs it (its own process, NODE_ENV=production, real
 * PostgreSQL, production logging), next to a bare Fastify route doing one primary-key select on the same
 * table, both driven from this process by autocannon. Prints medians and exits 1 when a goal is missed.
 *
 * BENCH_SECONDS (5) per run, BENCH_RUNS (5) runs per case, BENCH_DATABASE_URL (an empty database to use
 * instead of a fresh `quillbid_bench`), BENCH_CPU_PROF=1 (write a CPU profile of the app; see
 * cpu-profile-top.ts), BENCH_CASES (only the cases whose names contain one of these comma-separated words),
 * BENCH_METRICS=1 (the app with METRICS_TOKEN set, so it counts every answer for /api/metrics).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { openBenchDatabase } from './bench-database.js';
import { benchCases, shortfalls } from './cases.js';
import { cpuMeter, type CpuMeter } from './cpu-usage.js';
import { compare, CONNECTIONS, drive, measure } from './measure.js';
import { printHeader, printRow, printSameWork } from './report.js';
import { seed } from './seed.js';
import { appEntry, freePort, startServer, type ServerProcess } from './servers.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CPU_PROFILE = process.env.BENCH_CPU_PROF === '1';
const METRICS = process.env.BENCH_METRICS === '1';
const ONLY = process.env.BENCH_CASES?.split(',').map((word) => word.trim().toLowerCase());
/** Proposals in the two users' histories, and accounts generating at once (one per connection). */
const SEED = { main: 5_000, large: 50_000, writers: CONNECTIONS };
/** The app's PostgreSQL pool size (openPostgres); the bare server gets the same. */
const POOL_SIZE = '10';
const MAX_RESIDENT_MB = 250;
/** Names the servers' database connections, so their backends' CPU can be told apart. */
const APP_CONNECTION = 'quillbid-api';
const BARE_CONNECTION = 'bench-bare';

const workDir = mkdtempSync(path.join(tmpdir(), 'quillbid-bench-'));
const database = await openBenchDatabase();
const servers: ServerProcess[] = [];
const meters: CpuMeter[] = [];
let failed = false;
try {
  const entry = await appEntry();
  const appPort = await freePort();
  const app = await startServer({
    args: [...(CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${workDir}`] : []), ...entry.args],
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(appPort),
      APP_URL: `http://127.0.0.1:${appPort}`,
      DATABASE_URL: `${database.url}?application_name=${APP_CONNECTION}`,
      JWT_SECRET: randomBytes(48).toString('base64url'),
      DATA_DIR: workDir,
      // Seeding signs up more accounts from one address than the credential routes allow a minute, and the
      // POST job case writes far more proposals a minute per account than a person could.
      AUTH_RATE_LIMIT_MAX: '1000',
      COSTLY_RATE_LIMIT_MAX: '1000000',
      ...(METRICS ? { METRICS_TOKEN: randomBytes(32).toString('base64url') } : {}),
    },
    port: appPort,
    healthPath: '/api/health',
    logFile: path.join(workDir, 'app.log'),
  });
  servers.push(app);
  const barePort = await freePort();
  const bare = await startServer({
    args: ['--import', 'tsx', path.join(import.meta.dirname, 'bare-server.ts')],
    env: { DATABASE_URL: `${database.url}?application_name=${BARE_CONNECTION}`, PORT: String(barePort), POOL_SIZE },
    port: barePort,
    healthPath: '/health',
    logFile: path.join(workDir, 'bare.log'),
  });
  servers.push(bare);

  const seeded = await seed(app.origin, database.url, SEED);
  const bareRoute = {
    target: { url: `${bare.origin}/bare/users/${seeded.main.id}`, method: 'GET' as const, callers: [{}] },
    cpu: cpuMeter(database.url, bare.pid, BARE_CONNECTION),
  };
  const appCpu = cpuMeter(database.url, app.pid, APP_CONNECTION);
  meters.push(bareRoute.cpu, appCpu);

  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  console.log(`${new Date().toISOString()}, Node ${process.version}, ${cpus().length} × ${cpu}`);
  console.log(
    `load average at start: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')}`,
  );
  console.log(`app: ${entry.label}, NODE_ENV=production, LOG_LEVEL=info, pool ${POOL_SIZE}`);
  console.log(`autocannon: ${CONNECTIONS} connections, ${RUNS} runs × ${SECONDS} s per case, medians`);
  console.log('CPU: ms per answer, server process + its PostgreSQL backends\n');
  const busy = loadavg()[0] ?? 0;
  if (busy > cpus().length)
    console.log(
      `the machine is busy (load ${busy.toFixed(1)} on ${cpus().length} cores): latencies include waiting for a CPU; ratios and CPU per answer compare fairly\n`,
    );
  const cases = benchCases(app.origin, seeded).filter(
    ({ name }) => !ONLY || ONLY.some((word) => name.toLowerCase().includes(word)),
  );
  // Every route once before any is measured: compiled code and warm caches for all.
  for (const { target } of cases) await drive({ target, cpu: appCpu }, 1);
  printHeader();
  for (const benchCase of cases) {
    // The yardstick runs at the case's own number of connections, so the ratio compares like with like.
    const yardstick = { ...bareRoute, target: { ...bareRoute.target, connections: benchCase.target.connections } };
    const measured = await compare({ target: benchCase.target, cpu: appCpu }, yardstick, {
      runs: RUNS,
      seconds: SECONDS,
    });
    const misses = shortfalls(benchCase.goal, measured);
    failed ||= misses.length > 0;
    printRow(benchCase, measured, app.residentMb(), misses);
    if (benchCase.sameWork) {
      const target = { url: `${bare.origin}${benchCase.sameWork}`, method: 'GET' as const, callers: [{}] };
      printSameWork(measured.app, await measure({ target, cpu: bareRoute.cpu }, { runs: RUNS, seconds: SECONDS }));
    }
  }

  const residentMb = app.residentMb();
  const memoryOk = residentMb <= MAX_RESIDENT_MB;
  failed ||= !memoryOk;
  console.log(
    `\napp resident memory after the bench: ${residentMb.toFixed(0)} MB (goal ≤ ${MAX_RESIDENT_MB}) ${memoryOk ? 'PASS' : 'FAIL'}`,
  );
  console.log(`app log: ${(statSync(path.join(workDir, 'app.log')).size / 1e6).toFixed(1)} MB`);
  console.log(
    `load average at end: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')}`,
  );
} finally {
  for (const meter of meters) await meter.close();
  for (const server of servers) await server.stop();
  await database.drop();
}
if (CPU_PROFILE) console.log(`CPU profile and logs in ${workDir}`);
else rmSync(workDir, { recursive: true, force: true });
console.log(failed ? '\nFAIL' : '\nPASS');
process.exit(failed ? 1 : 0);

import { readFileSync } from 'node:fs';
import pg from 'pg';

const TICKS_PER_SECOND = 100;

/** CPU time a process has used, in ms (user + system, from /proc). A process that has gone counts 0. */
function processCpuMs(pid: number): number {
  try {
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

export type CpuSample = { server: number; database: Map<number, number> };
export type CpuSpent = { serverMs: number; databaseMs: number };
export type CpuMeter = { sample(): Promise<CpuSample>; close(): Promise<void> };

/**
 * CPU used by a server process and by the PostgreSQL backends serving it (found by the
 * `application_name` in its connection string). On a machine that other work keeps busy, time per
 * request swings with the load; CPU per request hardly does.
 */
export function cpuMeter(databaseUrl: string, serverPid: number, applicationName: string): CpuMeter {
  const monitor = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  return {
    async sample() {
      const { rows } = await monitor.query<{ pid: number }>(
        'select pid from pg_stat_activity where application_name = $1',
        [applicationName],
      );
      return {
        server: processCpuMs(serverPid),
        database: new Map(rows.map(({ pid }) => [pid, processCpuMs(pid)])),
      };
    },
    close: () => monitor.end(),
  };
}

/** CPU ms used between two samples; a backend that started in between counts from zero. */
export function cpuBetween(before: CpuSample, after: CpuSample): CpuSpent {
  let databaseMs = 0;
  for (const [pid, ms] of after.database) databaseMs += ms - (before.database.get(pid) ?? 0);
  return { serverMs: after.server - before.server, databaseMs };
}

import autocannon from 'autocannon';
import { cpuBetween, type CpuMeter } from './cpu-usage.js';

export const CONNECTIONS = 20;

/** Who sends the requests: each connection takes the next caller in turn and keeps it. */
export type Caller = { token?: string; body?: unknown };
/**
 * `query`, when given, adds a query string of its own to every request (so no two ask the same thing);
 * `connections`, when given, replaces the bench's CONNECTIONS (one: what a single user sees).
 */
export type Target = {
  url: string;
  method: 'GET' | 'POST';
  callers: Caller[];
  query?: (n: number) => string;
  connections?: number;
  /** Sent as Accept-Encoding, as a browser sends it; without, answers come uncompressed. */
  acceptEncoding?: string;
};
/** A server to drive: where, and how to read the CPU it and its database backends use. */
export type Driven = { target: Target; cpu: CpuMeter };
export type Run = { rps: number; p99Ms: number; failed: number; serverCpuMs: number; databaseCpuMs: number };
export type Measured = { app: Run; bare: Run };

/**
 * One autocannon run; `rps` counts 2xx answers only, so failures never look like speed, and the CPU
 * figures are per 2xx answer.
 */
export async function drive({ target, cpu }: Driven, seconds: number): Promise<Run> {
  const before = await cpu.sample();
  let nextCaller = 0;
  let sent = 0;
  const result = await autocannon({
    url: target.url,
    method: target.method,
    connections: target.connections ?? CONNECTIONS,
    duration: seconds,
    requests: [
      {
        setupRequest: (request, context: { caller?: Caller }) => {
          context.caller ??= target.callers[nextCaller++ % target.callers.length];
          const { token, body } = context.caller ?? {};
          const path = target.query ? `${request.path}?${target.query(sent++)}` : request.path;
          return {
            ...request,
            path,
            headers: {
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
              ...(token ? { authorization: `Bearer ${token}` } : {}),
              ...(target.acceptEncoding ? { 'accept-encoding': target.acceptEncoding } : {}),
            },
            body: body === undefined ? undefined : JSON.stringify(body),
          };
        },
      },
    ],
  });
  const spent = cpuBetween(before, await cpu.sample());
  const answered = result['2xx'];
  return {
    rps: answered / result.duration,
    p99Ms: result.latency.p99,
    failed: result.non2xx + result.errors,
    serverCpuMs: spent.serverMs / answered,
    databaseCpuMs: spent.databaseMs / answered,
  };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const medianRun = (runs: Run[]): Run => ({
  rps: median(runs.map((r) => r.rps)),
  p99Ms: median(runs.map((r) => r.p99Ms)),
  failed: runs.reduce((sum, r) => sum + r.failed, 0),
  serverCpuMs: median(runs.map((r) => r.serverCpuMs)),
  databaseCpuMs: median(runs.map((r) => r.databaseCpuMs)),
});

/** `runs` runs of one route after a short warm-up: the median of each figure. */
export async function measure(driven: Driven, options: { runs: number; seconds: number }): Promise<Run> {
  await drive(driven, 1);
  const runs: Run[] = [];
  for (let i = 0; i < options.runs; i += 1) runs.push(await drive(driven, options.seconds));
  return medianRun(runs);
}

/**
 * `runs` runs of the app's route and as many of the bare route, alternating (and swapping which goes
 * first) so that whatever else the machine is doing weighs on both; one short warm-up of each first.
 */
export async function compare(app: Driven, bare: Driven, options: { runs: number; seconds: number }) {
  await drive(app, 1);
  await drive(bare, 1);
  const appRuns: Run[] = [];
  const bareRuns: Run[] = [];
  for (let i = 0; i < options.runs; i += 1) {
    if (i % 2 === 0) bareRuns.push(await drive(bare, options.seconds));
    appRuns.push(await drive(app, options.seconds));
    if (i % 2 === 1) bareRuns.push(await drive(bare, options.seconds));
  }
  return { app: medianRun(appRuns), bare: medianRun(bareRuns) };
}

import type { Case } from './cases.js';
import type { Measured, Run } from './measure.js';

const COLUMNS = [
  { title: 'case', width: 40 },
  { title: 'req/s', width: 7 },
  { title: 'p99 ms', width: 7 },
  { title: 'bare req/s', width: 10 },
  { title: 'bare p99', width: 8 },
  { title: 'ratio', width: 6 },
  { title: 'CPU app', width: 11 },
  { title: 'CPU bare', width: 11 },
  { title: 'app RSS MB', width: 10 },
  { title: 'goal', width: 22 },
  { title: 'verdict', width: 0 },
];

const line = (cells: string[]) =>
  cells
    .map((cell, i) => (i === 0 ? cell.padEnd(COLUMNS[i]?.width ?? 0) : cell.padStart(COLUMNS[i]?.width ?? 0)))
    .join('  ');

export function printHeader() {
  console.log(line(COLUMNS.map((c) => c.title)));
}

function describeGoal({ goal }: Case) {
  return [
    goal.minRatio === undefined ? '' : `≥ ${goal.minRatio * 100}%`,
    goal.maxP99Ms === undefined ? '' : `p99 < ${goal.maxP99Ms} ms`,
    goal.minRps === undefined ? '' : `≥ ${goal.minRps}/s`,
  ]
    .filter(Boolean)
    .join(', ');
}

const cpu = (run: Run) => `${run.serverCpuMs.toFixed(2)}+${run.databaseCpuMs.toFixed(2)}`;

export function printRow(benchCase: Case, { app, bare }: Measured, residentMb: number, misses: string[]) {
  console.log(
    line([
      benchCase.name,
      app.rps.toFixed(0),
      app.p99Ms.toFixed(0),
      bare.rps.toFixed(0),
      bare.p99Ms.toFixed(0),
      `${((app.rps / bare.rps) * 100).toFixed(0)}%`,
      cpu(app),
      cpu(bare),
      residentMb.toFixed(0),
      describeGoal(benchCase),
      misses.length ? `FAIL: ${misses.join('; ')}` : 'PASS',
    ]),
  );
}

/** The app's figure beside a bare route doing the case's own database work and nothing else. */
export function printSameWork(app: Run, sameWork: Run) {
  console.log(
    `  └ the same page from a bare route: ${sameWork.rps.toFixed(0)} req/s, p99 ${sameWork.p99Ms.toFixed(0)} ms, CPU ${cpu(sameWork)}; the app at ${((app.rps / sameWork.rps) * 100).toFixed(0)}% of it`,
  );
}

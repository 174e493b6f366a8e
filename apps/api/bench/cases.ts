import type { Seeded } from './seed.js';
import type { Measured, Target } from './measure.js';
import { DEEP_PAGE, NEW_SEARCHES, PAGE_SIZE, SEARCHED_CLIENT } from './history-data.js';

/** What a case must reach; every case must also answer only 2xx. */
export type Goal = { minRatio?: number; maxP99Ms?: number; minRps?: number };
/**
 * `sameWork`: a bare route (path on the bare server) that does the case's own database work and nothing
 * else, measured too when the case carries more than the yardstick's one row.
 */
export type Case = { name: string; target: Target; goal: Goal; sameWork?: string };

const READ = { minRatio: 0.4, maxP99Ms: 25 };

/** Start dates before any proposal of the bench (so each gives the whole history's figures), all different. */
const firstDays = Array.from({ length: 5_000 }, (_, day) =>
  new Date(Date.UTC(2000, 0, 1) + day * 86_400_000).toISOString().slice(0, 10),
);

export function benchCases(origin: string, seeded: Seeded): Case[] {
  const get = (path: string, token: string): Target => ({
    url: `${origin}/api/${path}`,
    method: 'GET',
    callers: [{ token }],
  });
  const { main, large, writers } = seeded;
  const uncachedInsights: Target = {
    ...get('insights', main.token),
    query: (n) => `from=${firstDays[n % firstDays.length]}`,
  };
  return [
    { name: 'GET users', target: get('users', main.token), goal: READ },
    { name: 'GET profile', target: get('profile', main.token), goal: READ },
    { name: 'GET template', target: get('template', main.token), goal: READ },
    {
      // The page every visit to History opens, kept per version of the history (jobs/history.ts): the
      // keyset page below is built for each request.
      name: 'GET job, first page of 5,000',
      target: get(`job?page=1&pageSize=${PAGE_SIZE}`, main.token),
      goal: READ,
      sameWork: `/bare/history/${main.id}`,
    },
    {
      // The same page as a browser asks for it: brotli, compressed once per version beside the text.
      name: 'GET job, first page of 5,000, brotli',
      target: { ...get(`job?page=1&pageSize=${PAGE_SIZE}`, main.token), acceptEncoding: 'gzip, deflate, br, zstd' },
      goal: READ,
    },
    { name: 'GET profile/skills', target: get('profile/skills', main.token), goal: READ },
    // Every grouping of the insights page, aggregated from the events of 5,000 proposals (about 3,000 sent).
    { name: 'GET insights, 5,000 proposals', target: get('insights', main.token), goal: { maxP99Ms: 50 } },
    {
      // The same for one user, each request with a start date of its own: every answer computed, none
      // from the cache, as after each change of a status.
      name: 'GET insights, 5,000 proposals, uncached, 1 connection',
      target: { ...uncachedInsights, connections: 1 },
      goal: { maxP99Ms: 50 },
    },
    {
      // Twenty users with 5,000 proposals each opening Insights right after a change, at once: what the
      // database can compute per second. Reported without a goal: one user's latency is the case above.
      name: 'GET insights, 5,000 proposals, uncached',
      target: uncachedInsights,
      goal: {},
    },
    { name: 'GET packages', target: get('packages', main.token), goal: READ },
    {
      // Asked again while the history is unchanged: the page is kept (jobs/history.ts), as the first page is.
      name: `GET job, search '${SEARCHED_CLIENT}' in 50,000`,
      target: get(`job?search=${SEARCHED_CLIENT}&page=1&pageSize=${PAGE_SIZE}`, large.token),
      goal: { maxP99Ms: 25 },
    },
    {
      // Every request a search of its own: found through the trigram indexes, counted and built.
      name: 'GET job, a new search each time in 50,000',
      target: {
        ...get('job', large.token),
        query: (n) => `search=${NEW_SEARCHES[n % NEW_SEARCHES.length]}&page=1&pageSize=${PAGE_SIZE}`,
      },
      goal: { maxP99Ms: 25 },
    },
    {
      name: `GET job, page ${DEEP_PAGE} of 50,000 (keyset)`,
      target: get(`job?page=${DEEP_PAGE}&pageSize=${PAGE_SIZE}&after=${large.deepPageAfter}`, large.token),
      goal: { maxP99Ms: 25 },
    },
    {
      name: `POST job, offline writer, ${writers.length} accounts`,
      target: {
        url: `${origin}/api/job`,
        method: 'POST',
        callers: writers.map(({ token, generateBody }) => ({ token, body: generateBody })),
      },
      goal: { minRps: 200 },
    },
  ];
}

/** Why a measured case misses its goal, or nothing when it meets it. */
export function shortfalls(goal: Goal, measured: Measured): string[] {
  const { app, bare } = measured;
  const misses: string[] = [];
  if (app.rps === 0) misses.push('no 2xx answer');
  if (app.failed > 0) misses.push(`${app.failed} answers were not 2xx`);
  if (goal.minRatio !== undefined && app.rps < goal.minRatio * bare.rps)
    misses.push(`below ${goal.minRatio * 100}% of bare`);
  if (goal.maxP99Ms !== undefined && app.p99Ms >= goal.maxP99Ms) misses.push(`p99 not under ${goal.maxP99Ms} ms`);
  if (goal.minRps !== undefined && app.rps < goal.minRps) misses.push(`below ${goal.minRps}/s`);
  return misses;
}

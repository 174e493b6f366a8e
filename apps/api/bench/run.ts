/**
 * API benchmark: history for a user with 5,000 proposals, and generation with the offline writer.
 * Runs the real app on embedded PostgreSQL on a local port and drives it with autocannon.
 */
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openPglite, openPostgres } from '../src/db/client.js';
import { jobs, mailOutbox, users } from '../src/db/schema.js';
import { profileBody } from '../test/support/factories.js';
import { JOB, PROPOSAL_TEMPLATE } from '../test/support/job-fixtures.js';

const HISTORY_SIZE = 5000;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

// BENCH_DATABASE_URL: a PostgreSQL database to fill (it should be empty); otherwise PGlite in memory.
const database = process.env.BENCH_DATABASE_URL ? openPostgres(process.env.BENCH_DATABASE_URL) : await openPglite();
await database.migrate();
const config = loadConfig({
  NODE_ENV: 'test',
  JWT_SECRET: 'benchmark-secret-that-is-long-enough-for-hs256',
  DATA_DIR: '/nonexistent',
  WEB_DIST: '/nonexistent',
  AUTH_RATE_LIMIT_MAX: '100000',
});
const app = await buildApp({ config, db: database.db, logger: false });
const address = await app.listen({ host: '127.0.0.1', port: 0 });

async function call<T = unknown>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${address}/api/${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const email = 'bench@example.com';
const password = 'benchmark password';
await call('POST', 'auth/register', { firstName: 'Bea', lastName: 'Bench', email, password });
const [mail] = await database.db.select().from(mailOutbox);
await call('POST', `auth/confirm/${/token=([\w-]+)/.exec(mail?.textBody ?? '')?.[1]}`);
const { token } = await call<{ token: string }>('POST', 'auth/login', { email, password });
await call('POST', 'billing/test-checkout', { packageType: 'agencyExpansion', interval: 'year' }, token);
await database.db.update(users).set({ limitProposals: 10_000_000 }).where(eq(users.email, email));
const { profile } = await call<{ profile: { _id: string } }>('POST', 'profile', profileBody(), token);
const { template } = await call<{ template: { _id: string } }>(
  'POST',
  'template',
  {
    templateTitle: 'Bench',
    templateDescription: 'Bench',
    templateDetail: PROPOSAL_TEMPLATE,
    profileId: profile._id,
    platform: 'UPWORK',
    templateType: 'proposal',
  },
  token,
);
const generateBody = { ...JOB, templateId: template._id, profileId: profile._id };
const { job } = await call<{ job: { aiResponse: string } }>('POST', 'job', generateBody, token);

const [user] = await database.db.select().from(users).where(eq(users.email, email));
for (let start = 0; start < HISTORY_SIZE; start += 500) {
  await database.db.insert(jobs).values(
    Array.from({ length: 500 }, (_, i) => ({
      userId: user?.id ?? '',
      jobTitle: `${i % 7 === 0 ? 'Dashboard' : 'Landing page'} job ${start + i}`,
      jobDescription: JOB.jobDescription,
      aiResponse: job.aiResponse,
      createdAt: new Date(Date.now() - (start + i) * 60_000),
    })),
  );
}

type Case = { name: string; method: 'GET' | 'POST'; path: string; body?: unknown; connections: number };
const cases: Case[] = [
  { name: 'GET job, first page of 5,000 (one user)', method: 'GET', path: 'job?page=1&pageSize=20', connections: 1 },
  { name: 'GET job, page 200 of 5,000 (one user)', method: 'GET', path: 'job?page=200&pageSize=20', connections: 1 },
  { name: 'GET job, search in 5,000 (one user)', method: 'GET', path: 'job?search=dashboard&page=3', connections: 1 },
  { name: 'GET job, first page (10 concurrent)', method: 'GET', path: 'job?page=1&pageSize=20', connections: 10 },
  { name: 'POST job (offline writer)', method: 'POST', path: 'job', body: generateBody, connections: 4 },
];

console.log(
  `Node ${process.version}, ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite in-process'}, ${DURATION_S} s per case\n`,
);
console.log('| case | median ms | p99 ms | requests/s | non-2xx |');
console.log('|---|---|---|---|---|');
for (const c of cases) {
  const result = await autocannon({
    url: `${address}/api/${c.path}`,
    method: c.method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: c.body === undefined ? undefined : JSON.stringify(c.body),
    connections: c.connections,
    duration: DURATION_S,
  });
  console.log(
    `| ${c.name} | ${result.latency.p50} | ${result.latency.p99} | ${Math.round(result.requests.average)} | ${result.non2xx} |`,
  );
}

await app.close();
await database.close();

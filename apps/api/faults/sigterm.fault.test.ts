import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobBody, readyAccounts, stored, type ReadyAccount } from './support/accounts.js';
import { startApi, type ApiProcess } from './support/api-process.js';
import { createFaultDatabase, type FaultDatabase } from './support/database.js';
import { call, sseEvents, type Answer } from './support/http.js';
import { eventually, sleep } from './support/load.js';
import { startModelServer, type ModelServer } from './support/model-server.js';
import { clearFaultsRedis } from './support/redis.js';

/** What an orchestrator waits before it kills: the process must be gone well within it. */
const EXIT_WITHIN_MS = 10_000;
/** Each streamed draft takes about four pauses: seconds, so it is surely in flight at the signal. */
const PAUSE_MS = 600;
/** A shutdown deadline short enough to pass well within EXIT_WITHIN_MS (the default is 10 s). */
const DEADLINE_MS = 5_000;

let database: FaultDatabase;
let model: ModelServer;
/** Made on the first process; sessions are signed with the shared secret, so it works on the second. */
let account: ReadyAccount;
const started: ApiProcess[] = [];

beforeAll(async () => {
  await clearFaultsRedis();
  database = await createFaultDatabase();
  model = await startModelServer();
});

afterAll(async () => {
  await Promise.all(started.map((api) => api.kill()));
  await model?.close();
  await database?.close();
});

/** A fresh API process over the stand-in model, each test stopping its own. */
async function writerApi(env: Record<string, string> = {}) {
  const api = await startApi({
    DATABASE_URL: database.url,
    AI_BASE_URL: model.url,
    AI_MODEL: 'fault-model',
    AI_TIMEOUT_MS: '30000',
    ...env,
  });
  started.push(api);
  account ??= ((await readyAccounts([api.url], database.db, 1, { limit: 1_000, used: 0 })) as [ReadyAccount])[0];
  return api;
}

/** A streamed generation whose first chunk has arrived; `rest` resolves with the whole body. */
async function streamInFlight(api: ApiProcess) {
  const res = await fetch(`${api.url}/api/job/stream`, {
    method: 'POST',
    headers: { authorization: `Bearer ${account.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(jobBody(account)),
    signal: AbortSignal.timeout(30_000),
  });
  expect(res.status).toBe(200);
  const reader = res.body?.getReader();
  if (!reader) throw new Error('the stream has no body');
  const decoder = new TextDecoder();
  let body = '';
  while (!body.includes('event: chunk')) {
    const { value, done } = await reader.read();
    if (done) break;
    body += decoder.decode(value, { stream: true });
  }
  const rest = (async () => {
    for (let next = await reader.read(); !next.done; next = await reader.read())
      body += decoder.decode(next.value, { stream: true });
    return body;
  })().catch((error: unknown) => `${body}\n[stream broke: ${String(error)}]`);
  return { rest };
}

/** Whether a new TCP connection to the port is refused (nothing listens any more). */
const refusesConnections = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });

describe('SIGTERM under load', () => {
  it('finishes the requests in flight, refuses new connections and exits in time', async () => {
    model.set({ kind: 'stream', pauseMs: PAUSE_MS });
    const api = await writerApi();
    const before = await stored(database.db, account);

    const streams = await Promise.all([1, 2, 3].map(() => streamInFlight(api)));
    const plain: Promise<Answer>[] = [1, 2].map(() =>
      call(api.url, 'POST', '/api/job', { token: account.token, body: jobBody(account), timeoutMs: 30_000 }),
    );
    await sleep(200);

    const signalledAt = Date.now();
    api.signal('SIGTERM');
    expect(await eventually(() => refusesConnections(api.port), 3_000, 50)).toBe(true);

    const bodies = await Promise.all(streams.map((stream) => stream.rest));
    for (const body of bodies) expect(sseEvents(body).at(-1)?.event, body).toBe('done');
    for (const answer of await Promise.all(plain)) expect(answer.status, answer.failure ?? answer.text).toBe(201);

    const exit = await api.exited;
    expect(Date.now() - signalledAt).toBeLessThan(EXIT_WITHIN_MS);
    expect(exit).toEqual({ code: 0, signal: null });

    const after = await stored(database.db, account);
    expect(after.jobs - before.jobs).toBe(5);
    expect(after.usage?.usedProposals).toBe(after.jobs);
  });

  it('exits at the shutdown deadline when a stream would outlast it, leaving no partial row', async () => {
    model.set({ kind: 'stall' });
    const api = await writerApi({ SHUTDOWN_TIMEOUT_MS: String(DEADLINE_MS) });
    const before = await stored(database.db, account);
    const stream = await streamInFlight(api);

    const signalledAt = Date.now();
    api.signal('SIGTERM');
    const exit = await api.exited;
    const tookMs = Date.now() - signalledAt;
    expect(tookMs).toBeGreaterThanOrEqual(DEADLINE_MS);
    expect(tookMs).toBeLessThan(EXIT_WITHIN_MS);
    // Exit status 1 tells the orchestrator the shutdown was cut short.
    expect(exit).toEqual({ code: 1, signal: null });
    await stream.rest;

    const after = await stored(database.db, account);
    expect(after.jobs).toBe(before.jobs);
    expect(after.usage?.usedProposals).toBe(before.usage?.usedProposals);
  });
});

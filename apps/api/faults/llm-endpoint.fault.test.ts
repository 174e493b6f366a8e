import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobMessages } from '@quillbid/shared';
import { jobBody, readyAccounts, stored, type ReadyAccount } from './support/accounts.js';
import { startApi, type ApiProcess } from './support/api-process.js';
import { createFaultDatabase, type FaultDatabase } from './support/database.js';
import { call, sseEvents } from './support/http.js';
import { startModelServer, type ModelBehaviour, type ModelServer } from './support/model-server.js';
import { clearFaultsRedis } from './support/redis.js';

const AI_TIMEOUT_MS = 1_500;
/** The timeout, plus room for a busy machine: an answer later than this is a request left hanging. */
const ANSWER_WITHIN_MS = AI_TIMEOUT_MS + 8_000;

let database: FaultDatabase;
let model: ModelServer;
let api: ApiProcess;
let account: ReadyAccount;

beforeAll(async () => {
  await clearFaultsRedis();
  database = await createFaultDatabase();
  model = await startModelServer();
  api = await startApi({
    DATABASE_URL: database.url,
    AI_BASE_URL: model.url,
    AI_MODEL: 'fault-model',
    AI_TIMEOUT_MS: String(AI_TIMEOUT_MS),
  });
  [account] = (await readyAccounts([api.url], database.db, 1, { limit: 100, used: 0 })) as [ReadyAccount];
});

afterAll(async () => {
  await api?.kill();
  await model?.close();
  await database?.close();
});

const faults: [string, ModelBehaviour][] = [
  ['stalls after its first words', { kind: 'stall' }],
  ['streams slower than the timeout', { kind: 'stream', pauseMs: AI_TIMEOUT_MS / 2 }],
  ['cuts the connection mid-stream', { kind: 'cut' }],
];

describe('the LLM endpoint failing mid-answer', () => {
  it('saves a proposal when the endpoint answers in time (the stand-in works)', async () => {
    model.set({ kind: 'stream', pauseMs: 0 });
    const before = await stored(database.db, account);
    const res = await call(api.url, 'POST', '/api/job', { token: account.token, body: jobBody(account) });
    expect(res.status, res.text).toBe(201);
    const after = await stored(database.db, account);
    expect(after.jobs).toBe(before.jobs + 1);
    expect(after.usage?.usedProposals).toBe((before.usage?.usedProposals ?? 0) + 1);
  });

  it.each(faults)(
    'answers POST job with a clear 502, no charge and no row when the endpoint %s',
    async (_, behaviour) => {
      model.set(behaviour);
      const before = await stored(database.db, account);
      const requestsBefore = model.requests;
      const res = await call(api.url, 'POST', '/api/job', { token: account.token, body: jobBody(account) });
      expect(model.requests).toBe(requestsBefore + 1);
      expect(res.status, res.text).toBe(502);
      expect(res.json).toEqual({ error: jobMessages.generationFailed, code: 'GENERATION_FAILED' });
      expect(res.ms).toBeLessThan(ANSWER_WITHIN_MS);
      const after = await stored(database.db, account);
      expect(after.jobs).toBe(before.jobs);
      expect(after.usage?.usedProposals).toBe(before.usage?.usedProposals);
    },
  );

  it.each(faults)(
    'ends the stream with an error event, no charge and no row when the endpoint %s',
    async (_, behaviour) => {
      model.set(behaviour);
      const before = await stored(database.db, account);
      const res = await call(api.url, 'POST', '/api/job/stream', { token: account.token, body: jobBody(account) });
      expect(res.status).toBe(200);
      expect(res.ms).toBeLessThan(ANSWER_WITHIN_MS);
      const events = sseEvents(res.text);
      expect(events.at(-1)).toEqual({ event: 'error', data: { error: jobMessages.generationFailed } });
      expect(events.some((e) => e.event === 'done')).toBe(false);
      const after = await stored(database.db, account);
      expect(after.jobs).toBe(before.jobs);
      expect(after.usage?.usedProposals).toBe(before.usage?.usedProposals);
    },
  );
});

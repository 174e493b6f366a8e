import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens, profiles, users } from '../src/db/schema.js';
import { createTestApp, type TestApp } from '../test/support/test-app.js';
import { ATTACK_PAYLOADS } from './fixtures/attack-payloads.js';
import { corpusRoutes, runCorpus, storingRoutes, type CorpusFindings } from './support/corpus.js';
import { routeInputs } from './support/openapi.js';
import { apiRoutes, type Route } from './support/route-table.js';
import { buildAgencyWorld } from './support/world.js';

// XSS, SQL injection, prototype pollution, path traversal and CRLF strings from public lists, through
// every text field of every body that makes or changes something (a 201 or a PATCH, read from the routes).
let t: TestApp;
let storing: Route[];
let sent: Route[];
let findings: CorpusFindings;
const rowCounts = () => Promise.all([users, profiles, oneTimeTokens].map((table) => t.database.db.$count(table)));
let countsBefore: number[];

beforeAll(async () => {
  t = await createTestApp();
  const world = await buildAgencyWorld(t);
  const routes = apiRoutes(t.app);
  storing = storingRoutes(world, routes);
  sent = corpusRoutes(world, routes);
  countsBefore = await rowCounts();
  findings = await runCorpus(world, routes, ATTACK_PAYLOADS);
}, 600_000);
afterAll(() => t?.close());

describe('the attack payload corpus', () => {
  it('holds about 150 distinct payloads and reaches the body of every route that stores text', () => {
    expect(new Set(ATTACK_PAYLOADS).size).toBe(ATTACK_PAYLOADS.length);
    expect(ATTACK_PAYLOADS.length).toBeGreaterThanOrEqual(140);
    const inputs = routeInputs(t.app);
    const sentSchemas = new Set(sent.map((route) => JSON.stringify(inputs(route).body)));
    for (const route of storing) expect(sentSchemas.has(JSON.stringify(inputs(route).body)), route.key).toBe(true);
    expect(sent.map((route) => route.key)).toEqual(
      expect.arrayContaining([
        'POST /api/auth/register',
        'PATCH /api/users',
        'PATCH /api/profile/:id',
        'PATCH /api/template/:id',
        'POST /api/job',
        'PATCH /api/agency/update-agency/:agencyId',
      ]),
    );
    expect(findings.textChecked).toBeGreaterThan(1000);
    expect(findings.richChecked).toBeGreaterThan(300);
  });

  it('never answers with a 5xx, and every refusal is JSON with an error', () => {
    expect(findings.badAnswers).toEqual([]);
  });

  it('takes every payload that fits a plain-text field, and gives it back exactly as sent', () => {
    expect(findings.refusedText).toEqual([]);
    expect(findings.changedText).toEqual([]);
  });

  it('never gives back rich text (templates, proposals) that could run script or load anything', () => {
    expect(findings.executable).toEqual([]);
  });

  it('stores SQL as text: every table is still there and no row went missing', async () => {
    const after = await rowCounts();
    after.forEach((count, index) => expect(count).toBeGreaterThanOrEqual(countsBefore[index] ?? Infinity));
  });
});

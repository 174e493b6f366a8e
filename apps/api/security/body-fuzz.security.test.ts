import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/support/test-app.js';
import { arbitraryFor, bodyTextFor } from './support/arbitrary.js';
import { ownerParams, validBody } from './support/fixtures.js';
import { call, describeAnswer, isErrorAnswer } from './support/http.js';
import { routeInputs } from './support/openapi.js';
import { apiRoutes, isPublic, type Route } from './support/route-table.js';
import { buildAgencyWorld, type World } from './support/world.js';

// Fuzzing of every body and query string from the route's own schema (its OpenAPI form): values of the
// schema and values broken on purpose. Seeded: FUZZ_SEED=<seed> replays a run, and a failure prints its seed.
const SEED = Number(process.env.FUZZ_SEED ?? 1_510_2026);
const RUNS_PER_ROUTE = 40;

let t: TestApp;
let world: World;
let routes: Route[];
beforeAll(async () => {
  t = await createTestApp();
  world = await buildAgencyWorld(t);
  routes = apiRoutes(t.app);
});
afterAll(() => t?.close());

const answeredWell = (res: Awaited<ReturnType<typeof call>>) =>
  res.statusCode < 500 && (res.statusCode < 400 || isErrorAnswer(res));

/** The property over one route, with what to vary; a failure names the route, the input and the seed. */
async function fuzz<T>(route: Route, input: fc.Arbitrary<T>, send: (value: T) => ReturnType<typeof call>) {
  let last = '';
  const details = await fc.check(
    fc.asyncProperty(input, async (value) => {
      const res = await send(value);
      last = describeAnswer(route.key, res);
      return answeredWell(res);
    }),
    { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
  );
  return details.failed ? [`${last}\n${fc.defaultReportMessage(details)}`] : [];
}

describe('fuzzing from the schemas', () => {
  it('answers every body only with 2xx or 4xx, each 4xx JSON with an error', async () => {
    const inputs = routeInputs(t.app);
    const failures: string[] = [];
    let fuzzed = 0;
    for (const route of routes) {
      const schema = inputs(route).body;
      if (!schema) continue;
      fuzzed += 1;
      const params = await ownerParams(world, route);
      const token = isPublic(route) ? undefined : world.owner.token;
      failures.push(
        ...(await fuzz(route, bodyTextFor(schema, validBody(world, route)), (rawBody) =>
          call(t, route, { params, token, rawBody }),
        )),
      );
    }
    expect(fuzzed).toBeGreaterThanOrEqual(15);
    expect(failures).toEqual([]);
  });

  it('answers every query string only with 2xx or 4xx, each 4xx JSON with an error', async () => {
    const inputs = routeInputs(t.app);
    const failures: string[] = [];
    for (const route of routes) {
      const schema = inputs(route).query;
      if (!schema) continue;
      const params = await ownerParams(world, route);
      const token = isPublic(route) ? undefined : world.owner.token;
      const query = fc
        .oneof(arbitraryFor(schema), fc.dictionary(fc.string({ maxLength: 12 }), fc.string({ unit: 'binary' })))
        .map((value) => Object.fromEntries(Object.entries(value ?? {}).map(([key, item]) => [key, String(item)])));
      failures.push(...(await fuzz(route, query, (values) => call(t, route, { params, token, query: values }))));
    }
    expect(failures).toEqual([]);
  });

  it('left no key on the prototype of every object', () => {
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

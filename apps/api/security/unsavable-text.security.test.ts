import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldLabel, textMessages } from '@quillbid/shared';
import { createTestApp, type TestApp } from '../test/support/test-app.js';
import { ownerParams, validBody } from './support/fixtures.js';
import { call, describeAnswer, isErrorAnswer } from './support/http.js';
import { pathLabel, stringPaths, withValuesAt, type JsonPath } from './support/json-paths.js';
import { isFreeText, routeInputs, schemaAt, type JsonSchema } from './support/openapi.js';
import { apiRoutes, isPublic, type Route } from './support/route-table.js';
import { buildAgencyWorld, type World } from './support/world.js';

// NUL (PostgreSQL's text refuses it: a 500 before the shared text schema) and lone UTF-16 surrogates (saved
// as U+FFFD: silently changed) in every text a request carries, found from the routes' schemas.
const UNSAVABLE = { NUL: '\u0000', 'a lone high surrogate': '\uD83D', 'a lone low surrogate': '\uDE00' };

let t: TestApp;
let world: World;
let routes: Route[];
let inputs: ReturnType<typeof routeInputs>;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildAgencyWorld(t);
  routes = apiRoutes(t.app);
  inputs = routeInputs(t.app);
});
afterAll(() => t?.close());

/**
 * A refusal as it must be: 400 with a JSON error, and for a free-text field (no closed set of values and
 * no format of its own to fail first) the shared text schema's message naming the field.
 */
function refusedRightly(res: Awaited<ReturnType<typeof call>>, schema: JsonSchema | undefined, path: JsonPath) {
  if (res.statusCode !== 400 || !isErrorAnswer(res)) return false;
  return !isFreeText(schema) || res.json<{ error: string }>().error === textMessages.unsavable(fieldLabel(path));
}

describe('characters that cannot be saved', () => {
  it.each(Object.entries(UNSAVABLE))('are refused with 400 in every text field of every body: %s', async (_, bad) => {
    const failures: string[] = [];
    let checked = 0;
    for (const route of routes.filter((r) => inputs(r).body)) {
      const valid = validBody(world, route);
      const params = await ownerParams(world, route);
      const token = isPublic(route) ? undefined : world.owner.token;
      for (const path of stringPaths(valid)) {
        const body = withValuesAt(valid, [path], (value) => `${String(value)}${bad}`);
        const res = await call(t, route, { params, token, body });
        checked += 1;
        if (!refusedRightly(res, schemaAt(inputs(route).body, path), path))
          failures.push(describeAnswer(`${route.key} ${pathLabel(path)}`, res));
      }
    }
    expect(checked).toBeGreaterThan(40);
    expect(failures).toEqual([]);
  });

  it('are refused with 400 in every path parameter and query string', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const { params: paramSchema, query: querySchema } = inputs(route);
      const params = await ownerParams(world, route);
      const token = isPublic(route) ? undefined : world.owner.token;
      const body = inputs(route).body ? validBody(world, route) : undefined;
      for (const name of route.params) {
        const res = await call(t, route, { params: { ...params, [name]: `${params[name]}\u0000` }, token, body });
        if (!refusedRightly(res, schemaAt(paramSchema, [name]), [name]))
          failures.push(describeAnswer(`${route.key} :${name}`, res));
      }
      for (const name of Object.keys(querySchema?.properties ?? {})) {
        if (!isFreeText(schemaAt(querySchema, [name]))) continue;
        const res = await call(t, route, { params, token, query: { [name]: 'react\u0000' } });
        if (!refusedRightly(res, schemaAt(querySchema, [name]), [name]))
          failures.push(describeAnswer(`${route.key} ?${name}`, res));
      }
    }
    expect(failures).toEqual([]);
  });
});

import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../test/support/agency.js';
import { createTestApp, type TestApp } from '../test/support/test-app.js';
import { createMatrix, ownedRoutes, signedInRoutes } from './support/access-matrix.js';
import { apiRoutes, type Route } from './support/route-table.js';
import { BAD_TOKENS, buildAgencyWorld, forge, type World } from './support/world.js';

// The access matrix, generated from the app's route table: every signed-in route × every token flaw,
// every route naming someone's things × every other kind of caller, then the owner.
let t: TestApp;
let world: World;
let routes: Route[];
let matrix: Awaited<ReturnType<typeof createMatrix>>;
let ownerViewBefore: string;

beforeAll(async () => {
  t = await createTestApp();
  world = await buildAgencyWorld(t);
  routes = apiRoutes(t.app);
  matrix = await createMatrix(world, routes);
  ownerViewBefore = await matrix.ownerView();
});
afterAll(() => t?.close());

describe('the route table', () => {
  it('is read from the app: each entry is a route Fastify answers, and the routes with ids are there', () => {
    for (const route of routes) expect(t.app.hasRoute({ method: route.method, url: route.path }), route.key).toBe(true);
    expect(ownedRoutes(routes).map((route) => route.key)).toEqual(
      expect.arrayContaining([
        'GET /api/profile/:id',
        'PATCH /api/template/:id',
        'DELETE /api/job/:id',
        'POST /api/job/:id/status',
        'DELETE /api/job/:id/status',
        'GET /api/job/:id/events',
        'GET /api/agency/:agencyId/insights',
        'PATCH /api/agency/update-agency/:agencyId',
        'DELETE /api/agency/:agencyId/members/:userId',
      ]),
    );
    expect(signedInRoutes(routes).length).toBeGreaterThan(ownedRoutes(routes).length);
  });

  it('forges tokens that work but for their one flaw', async () => {
    const working = await forge(t, world.owner.id, decodeJwt(world.owner.token).ver);
    expect((await get(t, '/api/users', working)).statusCode).toBe(200);
  });
});

describe('a caller without a valid session', () => {
  it.each(BAD_TOKENS)('gets 401 with an error on every signed-in route: %s', async (flaw) => {
    expect(await matrix.withBadToken(flaw)).toEqual([]);
  });
});

describe("someone else's things", () => {
  it('answer 404 to another user on every route that names them', async () => {
    expect(await matrix.asStranger('otherUser')).toEqual([]);
  });

  it('answer 404 to the owner of another agency', async () => {
    expect(await matrix.asStranger('nonMember')).toEqual([]);
  });

  it("answer a member of the owner's agency 200 on the agency and its members, 403 on the owner's agency routes, 404 on the rest", async () => {
    expect(await matrix.asStranger('member')).toEqual([]);
  });

  it('were left exactly as they were by all of those calls', async () => {
    expect(await matrix.ownerView()).toBe(ownerViewBefore);
  });

  it('answer their owner with 2xx on every one of those routes', async () => {
    expect(await matrix.asOwner()).toEqual([]);
  });
});

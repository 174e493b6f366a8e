import { get } from '../../test/support/agency.js';
import { ownerParams, validBody } from './fixtures.js';
import { call, describeAnswer, isErrorAnswer } from './http.js';
import { routeInputs } from './openapi.js';
import { isPublic, type Route } from './route-table.js';
import type { Actor, BadToken, World } from './world.js';

/** Agency routes a member may use; every other agency route is the owner's alone (403 to a member). */
export const MEMBER_ROUTES = new Set(['GET /api/agency/:agencyId', 'GET /api/agency/get-all-agency-members/:agencyId']);

export type Stranger = 'otherUser' | 'nonMember' | 'member';

/** The answer a caller who is not the owner must get: 404 (nothing of the owner's is there for them) or 403. */
export function expectedFor(route: Route, stranger: Stranger): 200 | 403 | 404 {
  if (!route.params.includes('agencyId') || stranger !== 'member') return 404;
  return MEMBER_ROUTES.has(route.key) ? 200 : 403;
}

export const signedInRoutes = (routes: Route[]) => routes.filter((route) => !isPublic(route));
/** Routes that name something of the owner's in their path. */
export const ownedRoutes = (routes: Route[]) => signedInRoutes(routes).filter((route) => route.params.length > 0);

/** A matrix run over one world: the owner's things each route names, made once before anyone calls. */
export async function createMatrix(world: World, routes: Route[]) {
  const inputs = routeInputs(world.t.app);
  const bodyFor = (route: Route, caller: Actor = world.owner) =>
    inputs(route).body ? validBody(world, route, caller) : undefined;
  const paramsByRoute = new Map<string, Record<string, string>>();
  for (const route of ownedRoutes(routes)) paramsByRoute.set(route.key, await ownerParams(world, route));
  const paramsOf = (route: Route) => paramsByRoute.get(route.key) ?? {};

  return {
    /** Every signed-in route with a token carrying `flaw`: each must answer 401 with an error. */
    async withBadToken(flaw: BadToken): Promise<string[]> {
      const failures: string[] = [];
      for (const route of signedInRoutes(routes)) {
        const res = await call(world.t, route, {
          params: paramsOf(route),
          token: world.badTokens[flaw],
          body: bodyFor(route),
        });
        if (res.statusCode !== 401 || !isErrorAnswer(res)) failures.push(describeAnswer(route.key, res));
      }
      return failures;
    },

    /** Every route naming the owner's things, called by someone else with a body the route accepts. */
    async asStranger(stranger: Stranger): Promise<string[]> {
      const actor = world[stranger];
      if (!actor) throw new Error(`this world has no ${stranger}`);
      const failures: string[] = [];
      for (const route of ownedRoutes(routes)) {
        const body = bodyFor(route, actor);
        const res = await call(world.t, route, { params: paramsOf(route), token: actor.token, body });
        const expected = expectedFor(route, stranger);
        const answeredRight = expected === 200 ? res.statusCode === 200 : isErrorAnswer(res);
        if (res.statusCode !== expected || !answeredRight) failures.push(describeAnswer(route.key, res));
      }
      return failures;
    },

    /** The owner, on things of their own made for each call (a delete uses its own up): each answers 2xx. */
    async asOwner(): Promise<string[]> {
      const failures: string[] = [];
      for (const route of ownedRoutes(routes)) {
        const params = await ownerParams(world, route);
        const res = await call(world.t, route, { params, token: world.owner.token, body: bodyFor(route) });
        if (res.statusCode < 200 || res.statusCode > 299) failures.push(describeAnswer(route.key, res));
      }
      return failures;
    },

    /** What the owner sees of everything the matrix names: the same before and after the others' calls. */
    async ownerView(): Promise<string> {
      const { t, owner } = world;
      const reads = ['/api/users', '/api/profile', '/api/template', '/api/job?pageSize=100', '/api/insights'];
      if (owner.agencyId) {
        reads.push(
          `/api/agency/${owner.agencyId}`,
          `/api/agency/${owner.agencyId}/invites`,
          `/api/agency/get-all-agency-members/${owner.agencyId}`,
          `/api/agency/${owner.agencyId}/insights`,
        );
      }
      const answers = await Promise.all(reads.map(async (url) => (await get(t, url, owner.token)).body));
      return answers.join('\n');
    },
  };
}

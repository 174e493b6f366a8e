import type { FastifyInstance } from 'fastify';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const METHODS = new Set<string>(['GET', 'POST', 'PATCH', 'PUT', 'DELETE']);

/** One method of one path, as Fastify routes it: `/api/profile/:id`. */
export type Route = { method: Method; path: string; params: string[]; key: string };

/**
 * Routes anyone may call. Every other `/api` route must refuse a caller without a valid session, so a
 * new route is held to that until it is listed here on purpose.
 */
export const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'GET /api/ready',
  'GET /api/config',
  'POST /api/client-errors',
  'GET /api/packages',
  'POST /api/auth/register',
  'POST /api/auth/confirm/:token',
  'POST /api/auth/login',
  'POST /api/auth/firebase-auth',
  'POST /api/auth/password-reset-request',
  'POST /api/auth/reset-password',
  'POST /api/users/invite-details',
  'POST /api/users/verify-invite',
  'POST /api/stripe/webhook',
]);

export const isPublic = (route: Route) => PUBLIC_ROUTES.has(route.key);

const TREE_LINE = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every route under `/api` (the OpenAPI viewer aside), read from the built app's own route tree, so the
 * suite covers a route the moment it exists. HEAD is left out: Fastify answers it with the GET handler.
 */
export function apiRoutes(app: FastifyInstance): Route[] {
  const parents: string[] = [];
  const routes: Route[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = TREE_LINE.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods = ''] = match;
    const depth = indent.length / 4;
    const path = (parents[depth - 1] ?? '') + segment;
    parents[depth] = path;
    parents.length = depth + 1;
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    for (const method of methods.split(', ')) {
      if (!METHODS.has(method)) continue;
      const params = [...path.matchAll(/:(\w+)/g)].map(([, name]) => name ?? '');
      routes.push({ method: method as Method, path, params, key: `${method} ${path}` });
    }
  }
  return routes;
}

/** The path with each parameter replaced by its value (encoded as a URL segment). */
export function fillPath(route: Route, values: Record<string, string>): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${route.key}`);
    return encodeURIComponent(value);
  });
}

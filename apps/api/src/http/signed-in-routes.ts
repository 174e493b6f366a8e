import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.js';
import { signedInSchema } from './route-schema.js';

type SignedInPlugin = FastifyPluginAsyncZod<{ ctx: AppContext }>;
type RouteSchema = ReturnType<typeof signedInSchema>;

/**
 * A feature's routes that all need a session: the session is checked before any of them runs, and
 * `schema` gives each the feature's OpenAPI tag and the bearer security.
 */
export function signedInRoutes(
  tag: string,
  register: (app: Parameters<SignedInPlugin>[0], ctx: AppContext, schema: RouteSchema) => void | Promise<void>,
): SignedInPlugin {
  const schema = signedInSchema(tag);
  return async (app, { ctx }) => {
    app.addHook('onRequest', app.authenticate);
    await register(app, ctx, schema);
  };
}

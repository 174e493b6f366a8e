import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agencyInsightsSchema, agencyUuidParamsSchema, insightsQuerySchema, insightsSchema } from '@quillbid/shared';
import type { AppContext } from '../../context.js';
import { acceptedEncoding } from '../../http/compression.js';
import { sendJsonText } from '../../http/json-text.js';
import { errorResponses, signedInSchema } from '../../http/route-schema.js';
import { agencyInsights, userInsightsAnswer } from './service.js';

const errors = errorResponses(400, 401, 403, 404);
const schema = signedInSchema('insights');

export const insightsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/insights',
    { schema: schema({ querystring: insightsQuerySchema, response: { 200: insightsSchema, ...errors } }) },
    async (request, reply) =>
      sendJsonText(reply, await userInsightsAnswer(ctx.db, request.userId, request.query, acceptedEncoding(request))),
  );

  app.get(
    '/agency/:agencyId/insights',
    {
      schema: schema({
        params: agencyUuidParamsSchema,
        querystring: insightsQuerySchema,
        response: { 200: agencyInsightsSchema, ...errors },
      }),
    },
    async (request) => agencyInsights(ctx.db, await request.account(), request.params.agencyId, request.query),
  );
};

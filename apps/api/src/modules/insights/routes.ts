import { agencyInsightsSchema, agencyUuidParamsSchema, insightsQuerySchema, insightsSchema } from '@quillbid/shared';
import { acceptedEncoding } from '../../http/compression.js';
import { sendJsonText } from '../../http/json-text.js';
import { signedInErrors } from '../../http/route-schema.js';
import { signedInRoutes } from '../../http/signed-in-routes.js';
import { agencyInsights, userInsightsAnswer } from './service.js';

export const insightsRoutes = signedInRoutes('insights', (app, ctx, schema) => {
  app.get(
    '/insights',
    { schema: schema({ querystring: insightsQuerySchema, response: { 200: insightsSchema, ...signedInErrors } }) },
    async (request, reply) =>
      sendJsonText(reply, await userInsightsAnswer(ctx.db, request.userId, request.query, acceptedEncoding(request))),
  );

  app.get(
    '/agency/:agencyId/insights',
    {
      schema: schema({
        params: agencyUuidParamsSchema,
        querystring: insightsQuerySchema,
        response: { 200: agencyInsightsSchema, ...signedInErrors },
      }),
    },
    async (request) => agencyInsights(ctx.db, await request.account(), request.params.agencyId, request.query),
  );
});

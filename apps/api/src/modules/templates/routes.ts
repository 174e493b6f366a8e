import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { templateMessages, templateQuerySchema, templateResponseSchema, templateSchema } from '@quillbid/shared';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { ownedRecordRoutes } from '../../http/owned-record-routes.js';
import { errorResponses, signedInSchema } from '../../http/route-schema.js';
import { toTemplateDto } from './dto.js';
import * as templates from './service.js';

const errors = errorResponses(400, 401, 403, 404);
const schema = signedInSchema('templates');

export const templateRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/template',
    {
      schema: schema({
        querystring: templateQuerySchema,
        response: { 200: z.object({ templates: z.array(templateResponseSchema) }), ...errors },
      }),
    },
    async (request) => {
      const rows = await templates.listTemplates(ctx.db, request.userId, request.query.starterTemplate === 'true');
      return { templates: rows.map(toTemplateDto) };
    },
  );

  ownedRecordRoutes(app, ctx.db, {
    name: 'template',
    tag: 'templates',
    body: templateSchema,
    dto: templateResponseSchema,
    toDto: toTemplateDto,
    service: {
      get: templates.getTemplate,
      create: templates.createTemplate,
      update: templates.updateTemplate,
      remove: templates.deleteTemplate,
    },
    messages: { created: templateMessages.created, updated: templateMessages.edited },
  });
};

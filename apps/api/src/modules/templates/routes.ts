import { templateMessages, templateQuerySchema, templateResponseSchema, templateSchema } from '@quillbid/shared';
import { z } from 'zod';
import { ownedRecordRoutes } from '../../http/owned-record-routes.js';
import { signedInErrors } from '../../http/route-schema.js';
import { signedInRoutes } from '../../http/signed-in-routes.js';
import { toTemplateDto } from './dto.js';
import * as templates from './service.js';

export const templateRoutes = signedInRoutes('templates', (app, ctx, schema) => {
  app.get(
    '/template',
    {
      schema: schema({
        querystring: templateQuerySchema,
        response: { 200: z.object({ templates: z.array(templateResponseSchema) }), ...signedInErrors },
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
});

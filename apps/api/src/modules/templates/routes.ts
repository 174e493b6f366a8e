import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  templateMessages,
  templateQuerySchema,
  templateResponseSchema,
  templateSchema,
  deleteMessages,
} from '@quillbid/shared';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { errorResponses, signedInSchema } from '../../http/route-schema.js';
import { toTemplateDto } from './dto.js';
import * as templates from './service.js';

const errors = errorResponses(400, 401, 403, 404);
const saved = z.object({ template: templateResponseSchema, message: z.string() });
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

  app.get(
    '/template/:id',
    {
      schema: schema({
        params: idParamsSchema,
        response: { 200: z.object({ template: templateResponseSchema }), ...errors },
      }),
    },
    async (request) => ({
      template: toTemplateDto(await templates.getTemplate(ctx.db, request.userId, request.params.id)),
    }),
  );

  app.post(
    '/template',
    { schema: schema({ body: templateSchema, response: { 201: saved, ...errors } }) },
    async (request, reply) => {
      const template = await templates.createTemplate(ctx.db, request.userId, request.body);
      return reply.code(201).send({ template: toTemplateDto(template), message: templateMessages.created });
    },
  );

  app.patch(
    '/template/:id',
    { schema: schema({ params: idParamsSchema, body: templateSchema, response: { 200: saved, ...errors } }) },
    async (request) => {
      const template = await templates.updateTemplate(ctx.db, request.userId, request.params.id, request.body);
      return { template: toTemplateDto(template), message: templateMessages.edited };
    },
  );

  app.delete(
    '/template/:id',
    { schema: schema({ params: idParamsSchema, response: { 200: z.object({ message: z.string() }), ...errors } }) },
    async (request) => {
      await templates.deleteTemplate(ctx.db, request.userId, request.params.id);
      return { message: deleteMessages.deleted };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  idParamsSchema,
  profileMessages,
  profileResponseSchema,
  profileSchema,
  deleteMessages,
} from '@quillbid/shared';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { toProfileDto } from '../../dto/profile.js';
import * as profiles from './service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const saved = z.object({ profile: profileResponseSchema, message: z.string() });
const schema = <T extends object>(extra: T) => ({ tags: ['profiles'], security: [{ bearer: [] }], ...extra });

export const profileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/profile',
    { schema: schema({ response: { 200: z.object({ profiles: z.array(profileResponseSchema) }), ...errors } }) },
    async (request) => ({
      profiles: (await profiles.listProfiles(ctx.db, request.user.id)).map(toProfileDto),
    }),
  );

  app.get(
    '/profile/skills',
    { schema: schema({ response: { 200: z.object({ skills: z.array(z.string()) }), ...errors } }) },
    async (request) => ({
      skills: await profiles.listSkills(ctx.db, request.user.id),
    }),
  );

  app.get(
    '/profile/:id',
    {
      schema: schema({
        params: idParamsSchema,
        response: { 200: z.object({ profile: profileResponseSchema }), ...errors },
      }),
    },
    async (request) => ({
      profile: toProfileDto(await profiles.getProfile(ctx.db, request.user.id, request.params.id)),
    }),
  );

  app.post(
    '/profile',
    { schema: schema({ body: profileSchema, response: { 201: saved, ...errors } }) },
    async (request, reply) => {
      const profile = await profiles.createProfile(ctx.db, request.user.id, request.body);
      return reply.code(201).send({ profile: toProfileDto(profile), message: profileMessages.created });
    },
  );

  app.patch(
    '/profile/:id',
    { schema: schema({ params: idParamsSchema, body: profileSchema, response: { 200: saved, ...errors } }) },
    async (request) => {
      const profile = await profiles.updateProfile(ctx.db, request.user.id, request.params.id, request.body);
      return { profile: toProfileDto(profile), message: profileMessages.updated };
    },
  );

  app.delete(
    '/profile/:id',
    { schema: schema({ params: idParamsSchema, response: { 200: z.object({ message: z.string() }), ...errors } }) },
    async (request) => {
      await profiles.deleteProfile(ctx.db, request.user.id, request.params.id);
      return { message: deleteMessages.deleted };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  profileMessages,
  profileResponseSchema,
  profileSchema,
  deleteMessages,
  profileImportMessages,
  profileImportRequestSchema,
  profileImportSchema,
} from '@quillbid/shared';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { toProfileDto } from '../../dto/profile.js';
import { AppError } from '../../http/errors.js';
import { accountLimit } from '../../http/rate-limit.js';
import { errorResponses, signedInSchema } from '../../http/route-schema.js';
import * as profiles from './service.js';

const errors = errorResponses(400, 401, 403, 404);
const saved = z.object({ profile: profileResponseSchema, message: z.string() });
const schema = signedInSchema('profiles');

export const profileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/profile',
    { schema: schema({ response: { 200: z.object({ profiles: z.array(profileResponseSchema) }), ...errors } }) },
    async (request) => ({
      profiles: (await profiles.listProfiles(ctx.db, request.userId)).map(toProfileDto),
    }),
  );

  app.get(
    '/profile/skills',
    { schema: schema({ response: { 200: z.object({ skills: z.array(z.string()) }), ...errors } }) },
    async (request) => ({
      skills: await profiles.listSkills(ctx.db, request.userId),
    }),
  );

  app.post(
    '/profile/import',
    {
      // The model reads the page: free to the user, so bounded per account instead.
      ...accountLimit(app, ctx.config.costlyRateLimitMax, 'profile-import'),
      schema: schema({
        summary: 'Reads the text of your own Upwork or LinkedIn profile page into a profile draft; saves nothing',
        body: profileImportRequestSchema,
        response: { 200: profileImportSchema, ...errors, ...errorResponses(429) },
      }),
    },
    async (request) => {
      const draft = await ctx.profileReader.read(request.body.text);
      if (draft.found.length === 0) throw new AppError('BAD_REQUEST', profileImportMessages.notAProfile);
      return draft;
    },
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
      profile: toProfileDto(await profiles.getProfile(ctx.db, request.userId, request.params.id)),
    }),
  );

  app.post(
    '/profile',
    { schema: schema({ body: profileSchema, response: { 201: saved, ...errors } }) },
    async (request, reply) => {
      const profile = await profiles.createProfile(ctx.db, request.userId, request.body);
      return reply.code(201).send({ profile: toProfileDto(profile), message: profileMessages.created });
    },
  );

  app.patch(
    '/profile/:id',
    { schema: schema({ params: idParamsSchema, body: profileSchema, response: { 200: saved, ...errors } }) },
    async (request) => {
      const profile = await profiles.updateProfile(ctx.db, request.userId, request.params.id, request.body);
      return { profile: toProfileDto(profile), message: profileMessages.updated };
    },
  );

  app.delete(
    '/profile/:id',
    { schema: schema({ params: idParamsSchema, response: { 200: z.object({ message: z.string() }), ...errors } }) },
    async (request) => {
      await profiles.deleteProfile(ctx.db, request.userId, request.params.id);
      return { message: deleteMessages.deleted };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  profileMessages,
  profileResponseSchema,
  profileSchema,
  profileImportMessages,
  profileImportRequestSchema,
  profileImportSchema,
} from '@quillbid/shared';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { toProfileDto } from '../../dto/profile.js';
import { AppError } from '../../http/errors.js';
import { ownedRecordRoutes } from '../../http/owned-record-routes.js';
import { accountLimit } from '../../http/rate-limit.js';
import { errorResponses, signedInSchema } from '../../http/route-schema.js';
import * as profiles from './service.js';

const errors = errorResponses(400, 401, 403, 404);
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

  ownedRecordRoutes(app, ctx.db, {
    name: 'profile',
    tag: 'profiles',
    body: profileSchema,
    dto: profileResponseSchema,
    toDto: toProfileDto,
    service: {
      get: profiles.getProfile,
      create: profiles.createProfile,
      update: profiles.updateProfile,
      remove: profiles.deleteProfile,
    },
    messages: { created: profileMessages.created, updated: profileMessages.updated },
  });
};

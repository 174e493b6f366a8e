import {
  profileMessages,
  profileResponseSchema,
  profileSchema,
  profileImportMessages,
  profileImportRequestSchema,
  profileImportSchema,
} from '@quillbid/shared';
import { z } from 'zod';
import { toProfileDto } from '../../dto/profile.js';
import { AppError } from '../../http/errors.js';
import { ownedRecordRoutes } from '../../http/owned-record-routes.js';
import { accountLimit } from '../../http/rate-limit.js';
import { errorResponses, signedInErrors } from '../../http/route-schema.js';
import { signedInRoutes } from '../../http/signed-in-routes.js';
import * as profiles from './service.js';

export const profileRoutes = signedInRoutes('profiles', (app, ctx, schema) => {
  app.get(
    '/profile',
    {
      schema: schema({ response: { 200: z.object({ profiles: z.array(profileResponseSchema) }), ...signedInErrors } }),
    },
    async (request) => ({
      profiles: (await profiles.listProfiles(ctx.db, request.userId)).map(toProfileDto),
    }),
  );

  app.get(
    '/profile/skills',
    { schema: schema({ response: { 200: z.object({ skills: z.array(z.string()) }), ...signedInErrors } }) },
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
        response: { 200: profileImportSchema, ...signedInErrors, ...errorResponses(429) },
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
});

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, userSchema, userUpdateSchema } from '@quillbid/shared';
import type { AppContext } from '../../context.js';
import { planHolder } from '../../usage/plan-holder.js';
import { toUserDto } from './dto.js';
import { updateAccount } from './service.js';

export const usersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/users',
    {
      schema: { tags: ['users'], security: [{ bearer: [] }], response: { 200: userSchema, 401: errorResponseSchema } },
    },
    async (request) => toUserDto(request.user, await planHolder(ctx.db, request.user)),
  );

  app.patch(
    '/users',
    {
      schema: {
        tags: ['users'],
        security: [{ bearer: [] }],
        body: userUpdateSchema,
        response: { 200: userSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const updated = await updateAccount(ctx.db, request.user, request.body);
      return toUserDto(updated, await planHolder(ctx.db, updated));
    },
  );
};

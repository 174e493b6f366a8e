import { userSchema, userUpdateSchema } from '@quillbid/shared';
import { errorResponses } from '../../http/route-schema.js';
import { signedInRoutes } from '../../http/signed-in-routes.js';
import { planHolder } from '../../usage/plan-holder.js';
import { toUserDto } from './dto.js';
import { updateAccount } from './service.js';

export const usersRoutes = signedInRoutes('users', (app, ctx, schema) => {
  app.get('/users', { schema: schema({ response: { 200: userSchema, ...errorResponses(401) } }) }, async (request) => {
    const account = await request.account();
    return toUserDto(account, await planHolder(ctx.db, account));
  });

  app.patch(
    '/users',
    {
      schema: schema({ body: userUpdateSchema, response: { 200: userSchema, ...errorResponses(400, 401) } }),
    },
    async (request) => {
      const updated = await updateAccount(ctx.db, await request.account(), request.body);
      return toUserDto(updated, await planHolder(ctx.db, updated));
    },
  );
});

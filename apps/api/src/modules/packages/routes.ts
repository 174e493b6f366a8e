import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { packagesResponseSchema } from '@quillbid/shared';
import type { AppContext } from '../../context.js';
import { listPackagesByType } from './service.js';

export const packagesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/packages', { schema: { tags: ['packages'], response: { 200: packagesResponseSchema } } }, () =>
    listPackagesByType(ctx.db),
  );
};

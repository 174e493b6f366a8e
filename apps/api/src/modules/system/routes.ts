import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfigSchema, type PublicConfig } from '@quillbid/shared';
import { z } from 'zod';
import type { AppConfig } from '../../config.js';
import type { AppContext } from '../../context.js';

const pricingTable = ({ stripeSecretKey, stripePublishableKey, stripePricingTableId }: AppConfig) =>
  stripeSecretKey && stripePublishableKey && stripePricingTableId
    ? { publishableKey: stripePublishableKey, pricingTableId: stripePricingTableId }
    : null;

export const systemRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/health',
    { schema: { tags: ['system'], response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => {
      await ctx.db.execute(sql`select 1`);
      return { status: 'ok' as const };
    },
  );

  /** What the browser may know about the optional integrations; never a secret. */
  app.get('/config', { schema: { tags: ['system'], response: { 200: publicConfigSchema } } }, (): PublicConfig => ({
    googleClientId: ctx.config.googleClientId,
    billingMode: ctx.config.stripeSecretKey ? 'stripe' : 'test',
    mailMode: ctx.mailer.mode,
    writerMode: ctx.config.aiBaseUrl ? 'llm' : 'offline',
    stripePricingTable: pricingTable(ctx.config),
    extensionIds: ctx.config.extensionIds,
    extensionStoreUrl: ctx.config.extensionStoreUrl,
    supportEmail: ctx.config.supportEmail,
    supportUrl: ctx.config.supportUrl,
    docsUrl: ctx.config.docsUrl,
    communityUrl: ctx.config.communityUrl,
  }));
};

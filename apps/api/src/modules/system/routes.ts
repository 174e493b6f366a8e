import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientErrorSchema, httpMessages, publicConfigSchema, type PublicConfig } from '@quillbid/shared';
import { z } from 'zod';
import type { AppConfig } from '../../config.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/errors.js';
import { perIpLimit } from '../../http/rate-limit.js';
import { errorResponses } from '../../http/route-schema.js';
import { databaseAnswers } from './readiness.js';
import { sourceStacks } from './source-maps.js';

/** Reports a minute from one address: a page fails once, then its visitor reloads or leaves. */
const CLIENT_ERRORS_PER_MINUTE = 10;
/** Enough of a browser's User-Agent to tell which it was; the header itself may be kilobytes long. */
const USER_AGENT_LOGGED_CHARS = 300;

const pricingTable = ({ stripeSecretKey, stripePublishableKey, stripePricingTableId }: AppConfig) =>
  stripeSecretKey && stripePublishableKey && stripePricingTableId
    ? { publishableKey: stripePublishableKey, pricingTableId: stripePricingTableId }
    : null;

export const systemRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Probes call these every few seconds: only their failures belong in the log.
  /** Liveness: the process answers. It never touches the database, so an outage there restarts nothing. */
  app.get(
    '/health',
    { logLevel: 'warn', schema: { tags: ['system'], response: { 200: z.object({ status: z.literal('ok') }) } } },
    () => ({ status: 'ok' as const }),
  );

  /**
   * Readiness: the database answers and the process is not shutting down, so it can serve requests; 503 sends
   * traffic elsewhere.
   */
  app.get(
    '/ready',
    {
      logLevel: 'warn',
      schema: {
        tags: ['system'],
        response: { 200: z.object({ status: z.literal('ready') }), ...errorResponses(503) },
      },
    },
    async () => {
      if (ctx.lifecycle.draining || !(await databaseAnswers(ctx.db)))
        throw new AppError('UNAVAILABLE', httpMessages.unavailable);
      return { status: 'ready' as const };
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

  /**
   * A page that failed in a visitor's browser (the web app's error panel showed): logged, so an operator learns of
   * failures no server log would show. Open to anyone, as the sign-in page can fail too; the size of each report
   * and their number per address are bounded. The stack is logged as sent and, where the build's maps place its
   * frames, in source positions too (`sourceStack`).
   */
  const toSourceStack = sourceStacks(ctx.config.webDist);
  app.post(
    '/client-errors',
    {
      ...perIpLimit(CLIENT_ERRORS_PER_MINUTE),
      schema: {
        tags: ['system'],
        body: clientErrorSchema,
        response: { 204: z.null(), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const userAgent = request.headers['user-agent']?.slice(0, USER_AGENT_LOGGED_CHARS);
      const sourceStack = request.body.stack ? await toSourceStack(request.body.stack) : null;
      request.log.warn({ clientError: request.body, sourceStack, userAgent }, 'client error');
      ctx.metrics?.clientErrors.inc({ kind: request.body.kind });
      return reply.code(204).send(null);
    },
  );
};

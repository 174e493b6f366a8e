import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import {
  billingPortalResponseSchema,
  customerSessionRequestSchema,
  customerSessionResponseSchema,
  stripeCustomerParamsSchema,
  stripeCustomerResponseSchema,
} from '@quillbid/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/errors.js';
import { errorResponses, signedInSchema } from '../../http/route-schema.js';
import { createBillingPortalUrl, createCustomerSession, ensureCustomer, ownCustomer } from './stripe-account.js';
import { applyStripeEvent } from './stripe-webhook.js';

const errors = errorResponses(400, 401, 404);
const schema = signedInSchema('billing');

/** Present only when Stripe is configured; without it these paths answer 404 like any unknown route. */
export const stripeRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { stripe } = ctx;
  const secret = ctx.config.stripeWebhookSecret;
  if (!stripe) return;
  if (secret) await app.register(webhookRoute, { ctx, stripe, secret });
  await app.register(accountRoutes, { ctx, stripe });
};

/** Stripe signs the exact bytes it sent, so this route keeps the raw body (its own content-type parser). */
async function webhookRoute(
  app: FastifyInstance,
  { ctx, stripe, secret }: { ctx: AppContext; stripe: Stripe; secret: string },
) {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('/stripe/webhook', { schema: { hide: true } }, async (request) => {
    const signature = request.headers['stripe-signature'];
    if (!signature || !Buffer.isBuffer(request.body)) throw new AppError('BAD_REQUEST', 'Missing Stripe signature.');
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(request.body, signature, secret, 300);
    } catch {
      throw new AppError('BAD_REQUEST', 'Invalid Stripe signature.');
    }
    const outcome = await applyStripeEvent(ctx.db, event);
    request.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe event');
    return { received: true };
  });
}

const accountRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; stripe: Stripe }> = async (app, { ctx, stripe }) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/stripe/customer',
    { schema: schema({ response: { 200: stripeCustomerResponseSchema, ...errors } }) },
    async (request) => ({ stripeCustomerId: await ensureCustomer(ctx.db, stripe, await request.account()) }),
  );

  app.post(
    '/stripe/create-customer-session',
    {
      schema: schema({
        body: customerSessionRequestSchema,
        response: { 200: customerSessionResponseSchema, ...errors },
      }),
    },
    async (request) => ({
      client_secret: await createCustomerSession(stripe, ownCustomer(await request.account(), request.body.customerID)),
    }),
  );

  // A JSON answer rather than a redirect: a navigation cannot carry the bearer token, and the portal of
  // one customer must open only for that customer's account.
  app.get(
    '/stripe/stripe-billing-session/:stripeCustomerId',
    {
      schema: schema({ params: stripeCustomerParamsSchema, response: { 200: billingPortalResponseSchema, ...errors } }),
    },
    async (request) => ({
      url: await createBillingPortalUrl(
        stripe,
        ownCustomer(await request.account(), request.params.stripeCustomerId),
        `${ctx.config.appUrl}/dashboard/settings`,
      ),
    }),
  );
};

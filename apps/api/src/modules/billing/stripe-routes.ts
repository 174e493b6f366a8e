import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/errors.js';
import { createStripe } from './stripe-client.js';
import { applyStripeEvent } from './stripe-webhook.js';

/** Stripe signs the exact bytes it sent, so this route keeps the raw body (its own content-type parser). */
export const stripeWebhookRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { stripeSecretKey, stripeWebhookSecret, stripeApiUrl } = ctx.config;
  if (!stripeSecretKey || !stripeWebhookSecret) return;
  const stripe = createStripe(stripeSecretKey, stripeApiUrl);

  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('/stripe/webhook', { schema: { hide: true } }, async (request) => {
    const signature = request.headers['stripe-signature'];
    if (!signature || !Buffer.isBuffer(request.body)) throw new AppError('BAD_REQUEST', 'Missing Stripe signature.');
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(request.body, signature, stripeWebhookSecret, 300);
    } catch {
      throw new AppError('BAD_REQUEST', 'Invalid Stripe signature.');
    }
    const outcome = await applyStripeEvent(ctx.db, event);
    request.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe event');
    return { received: true };
  });
};

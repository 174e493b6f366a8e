import {
  billingMessages,
  invoiceDetailsSchema,
  subscriptionResponseSchema,
  testCheckoutSchema,
} from '@quillbid/shared';
import { z } from 'zod';
import { AppError } from '../../http/errors.js';
import { signedInErrors } from '../../http/route-schema.js';
import { signedInRoutes } from '../../http/signed-in-routes.js';
import { latestStripeInvoice } from './stripe-account.js';
import { latestInvoice, testCancel, testCheckout } from './test-mode.js';

export const billingRoutes = signedInRoutes('billing', (app, ctx, schema) => {
  app.post(
    '/billing/test-checkout',
    {
      schema: schema({ body: testCheckoutSchema, response: { 201: invoiceDetailsSchema, ...signedInErrors } }),
    },
    async (request, reply) => {
      // Subscription state may only change through verified provider events once real payments are on.
      if (ctx.stripe) throw new AppError('NOT_FOUND', billingMessages.testModeOnly);
      const invoice = await testCheckout(ctx.db, await request.account(), request.body, ctx.config.appUrl);
      return reply.code(201).send(invoice);
    },
  );

  app.post(
    '/billing/test-cancel',
    { schema: schema({ response: { 204: z.null(), ...signedInErrors } }) },
    async (request, reply) => {
      if (ctx.stripe) throw new AppError('NOT_FOUND', billingMessages.testModeOnly);
      await testCancel(ctx.db, request.userId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/subscription',
    { schema: schema({ response: { 200: subscriptionResponseSchema, ...signedInErrors } }) },
    async (request) => {
      const { stripe } = ctx;
      if (!stripe) return { invoiceDetails: await latestInvoice(ctx.db, request.userId, ctx.config.appUrl) };
      const { stripeCustomerId } = await request.account();
      const invoice = stripeCustomerId ? await latestStripeInvoice(stripe, stripeCustomerId) : null;
      if (!invoice) throw new AppError('NOT_FOUND', billingMessages.noInvoice);
      return { invoiceDetails: invoice };
    },
  );
});

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  billingMessages,
  errorResponseSchema,
  invoiceDetailsSchema,
  subscriptionResponseSchema,
  testCheckoutSchema,
} from '@quillbid/shared';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/errors.js';
import { latestStripeInvoice } from './stripe-account.js';
import { latestInvoice, testCancel, testCheckout } from './test-mode.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

export const billingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/billing/test-checkout',
    {
      schema: {
        tags: ['billing'],
        security: [{ bearer: [] }],
        body: testCheckoutSchema,
        response: { 201: invoiceDetailsSchema, ...errors },
      },
    },
    async (request, reply) => {
      // Subscription state may only change through verified provider events once real payments are on.
      if (ctx.stripe) throw new AppError('NOT_FOUND', billingMessages.testModeOnly);
      const invoice = await testCheckout(ctx.db, request.user, request.body, ctx.config.appUrl);
      return reply.code(201).send(invoice);
    },
  );

  app.post(
    '/billing/test-cancel',
    { schema: { tags: ['billing'], security: [{ bearer: [] }], response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      if (ctx.stripe) throw new AppError('NOT_FOUND', billingMessages.testModeOnly);
      await testCancel(ctx.db, request.user.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/subscription',
    {
      schema: {
        tags: ['billing'],
        security: [{ bearer: [] }],
        response: { 200: subscriptionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { stripe } = ctx;
      if (!stripe) return { invoiceDetails: await latestInvoice(ctx.db, request.user.id, ctx.config.appUrl) };
      const invoice = request.user.stripeCustomerId
        ? await latestStripeInvoice(stripe, request.user.stripeCustomerId)
        : null;
      if (!invoice) throw new AppError('NOT_FOUND', billingMessages.noInvoice);
      return { invoiceDetails: invoice };
    },
  );
};

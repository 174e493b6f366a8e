import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { onboardingAnswerSchema, onboardingResponseSchema } from '@quillbid/shared';
import type { AppContext } from '../../context.js';
import { errorResponses, signedInSchema } from '../../http/route-schema.js';
import { answersOf, markOffered, saveAnswer } from './service.js';

const schema = signedInSchema('onboarding');
const response = { 200: onboardingResponseSchema, ...errorResponses(400, 401) };

export const onboardingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', app.authenticate);

  app.get('/onboarding', { schema: schema({ response }) }, async (request) => ({
    answers: await answersOf(ctx.db, request.userId),
  }));

  app.post('/onboarding', { schema: schema({ body: onboardingAnswerSchema, response }) }, async (request) => {
    await saveAnswer(ctx.db, request.userId, request.body.question, request.body.answer);
    return { answers: await answersOf(ctx.db, request.userId) };
  });

  app.post('/onboarding/start', { schema: schema({ response }) }, async (request) => {
    await markOffered(ctx.db, request.userId);
    return { answers: await answersOf(ctx.db, request.userId) };
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, onboardingAnswerSchema, onboardingResponseSchema } from '@quillbid/shared';
import type { AppContext } from '../../context.js';
import { answersOf, markOffered, saveAnswer } from './service.js';

const tags = ['onboarding'];
const security = [{ bearer: [] }];
const response = { 200: onboardingResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema };

export const onboardingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', app.authenticate);

  app.get('/onboarding', { schema: { tags, security, response } }, async (request) => ({
    answers: await answersOf(ctx.db, request.user.id),
  }));

  app.post('/onboarding', { schema: { tags, security, body: onboardingAnswerSchema, response } }, async (request) => {
    await saveAnswer(ctx.db, request.user.id, request.body.question, request.body.answer);
    return { answers: await answersOf(ctx.db, request.user.id) };
  });

  app.post('/onboarding/start', { schema: { tags, security, response } }, async (request) => {
    await markOffered(ctx.db, request.user.id);
    return { answers: await answersOf(ctx.db, request.user.id) };
  });
};

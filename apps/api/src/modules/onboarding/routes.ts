import { onboardingAnswerSchema, onboardingResponseSchema } from '@quillbid/shared';
import { errorResponses } from '../../http/route-schema.js';
import { signedInRoutes } from '../../http/signed-in-routes.js';
import { answersOf, markOffered, saveAnswer } from './service.js';

const response = { 200: onboardingResponseSchema, ...errorResponses(400, 401) };

export const onboardingRoutes = signedInRoutes('onboarding', (app, ctx, schema) => {
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
});

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authMessages,
  errorResponseSchema,
  extensionTokenResponseSchema,
  googleSignInSchema,
  loginSchema,
  messageResponseSchema,
  passwordResetRequestSchema,
  registerSchema,
  resetPasswordSchema,
  tokenParamsSchema,
  tokenResponseSchema,
} from '@quillbid/shared';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { credentialLimits } from '../../http/rate-limit.js';
import { errorResponses } from '../../http/route-schema.js';
import { signInWithGoogle } from './google.js';
import * as auth from './service.js';

const errors = errorResponses(400, 401, 403, 429);

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const max = ctx.config.authRateLimitMax;

  app.post(
    '/auth/register',
    {
      ...credentialLimits(app, max, 'register'),
      schema: {
        tags: ['auth'],
        body: registerSchema,
        response: { 201: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await auth.register(ctx, request.body);
      return reply.code(201).send({ message: authMessages.registered });
    },
  );

  app.post(
    '/auth/confirm/:token',
    {
      ...credentialLimits(app, max, 'confirm'),
      schema: { tags: ['auth'], params: tokenParamsSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await auth.confirmEmail(ctx, request.params.token);
      return { message: authMessages.emailVerified };
    },
  );

  app.post(
    '/auth/login',
    {
      ...credentialLimits(app, max, 'login'),
      schema: { tags: ['auth'], body: loginSchema, response: { 200: tokenResponseSchema, ...errors } },
    },
    async (request) => {
      const token = await auth.login(ctx, request.body);
      return { token, message: authMessages.loginSucceeded };
    },
  );

  app.post(
    '/auth/firebase-auth',
    {
      ...credentialLimits(app, max, 'google'),
      schema: { tags: ['auth'], body: googleSignInSchema, response: { 200: tokenResponseSchema, ...errors } },
    },
    async (request) => {
      const token = await signInWithGoogle(ctx, request.body.credential);
      return { token, message: authMessages.loginSucceeded };
    },
  );

  app.post(
    '/auth/logout',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Ends this session on the server: its token is refused from now on',
        security: [{ bearer: [] }],
        response: { 204: z.null(), 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await auth.logout(ctx, request.session);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/extension-token',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        response: { 201: extensionTokenResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const token = await auth.extensionToken(ctx, await request.account());
      return reply.code(201).send({ token });
    },
  );

  app.post(
    '/auth/password-reset-request',
    {
      ...credentialLimits(app, max, 'reset-request'),
      schema: { tags: ['auth'], body: passwordResetRequestSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await auth.requestPasswordReset(ctx, request.body.email);
      return { message: authMessages.resetRequested };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      ...credentialLimits(app, max, 'reset'),
      schema: { tags: ['auth'], body: resetPasswordSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await auth.resetPassword(ctx, request.body.token, request.body.password);
      return { message: authMessages.passwordReset };
    },
  );
};

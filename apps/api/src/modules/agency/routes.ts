import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agencyIdParamsSchema,
  agencyInviteParamsSchema,
  agencyMemberParamsSchema,
  agencyMembersResponseSchema,
  agencyMessages,
  agencyResponseSchema,
  agencyUuidParamsSchema,
  errorResponseSchema,
  inviteDetailsRequestSchema,
  inviteDetailsSchema,
  inviteResentResponseSchema,
  inviteUserSchema,
  messageResponseSchema,
  pendingInvitesResponseSchema,
  tokenResponseSchema,
  updateAgencySchema,
  verifyInviteSchema,
} from '@quillbid/shared';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { credentialLimits } from '../../http/rate-limit.js';
import {
  acceptInviteWithEmail,
  acceptInviteWithGoogle,
  inviteDetails,
  inviteMember,
  pendingInvites,
  resendInvite,
  revokeInvite,
} from './invites.js';
import { agencyDetails, agencyMembers, agencyOfMember, ownedAgency, removeMember, updateAgency } from './service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};
const tags = ['agency'];
const security = [{ bearer: [] }];

export const agencyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const max = ctx.config.authRateLimitMax;

  app.get(
    '/agency/:agencyId',
    {
      onRequest: app.authenticate,
      schema: { tags, security, params: agencyIdParamsSchema, response: { 200: agencyResponseSchema, ...errors } },
    },
    async (request) => {
      const agency = await agencyOfMember(ctx.db, request.user, request.params.agencyId);
      return { agency: await agencyDetails(ctx.db, agency) };
    },
  );

  app.get(
    '/agency/get-all-agency-members/:agencyId',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        params: agencyIdParamsSchema,
        response: { 200: agencyMembersResponseSchema, ...errors },
      },
    },
    async (request) => {
      const agency = await agencyOfMember(ctx.db, request.user, request.params.agencyId);
      return { data: { users: await agencyMembers(ctx.db, agency) } };
    },
  );

  app.patch(
    '/agency/update-agency/:agencyId',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        params: agencyIdParamsSchema,
        body: updateAgencySchema,
        response: { 200: agencyResponseSchema.extend({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      const agency = await ownedAgency(ctx.db, request.user, request.params.agencyId);
      const updated = await updateAgency(ctx.db, agency, request.body);
      return { message: agencyMessages.updated, agency: await agencyDetails(ctx.db, updated) };
    },
  );

  app.get(
    '/agency/:agencyId/invites',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        params: agencyUuidParamsSchema,
        response: { 200: pendingInvitesResponseSchema, ...errors },
      },
    },
    async (request) => ({ invites: await pendingInvites(ctx.db, request.user, request.params.agencyId) }),
  );

  app.post(
    '/agency/:agencyId/invites/:inviteId/resend',
    {
      onRequest: app.authenticate,
      // Each resend mails the invitee, so it shares the invite's per-IP limit.
      ...credentialLimits(app, max, 'invite-resend'),
      schema: {
        tags,
        security,
        params: agencyInviteParamsSchema,
        response: { 200: inviteResentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { agencyId, inviteId } = request.params;
      const invite = await resendInvite(ctx, request.user, agencyId, inviteId);
      return { message: agencyMessages.inviteResent, invite };
    },
  );

  app.delete(
    '/agency/:agencyId/invites/:inviteId',
    {
      onRequest: app.authenticate,
      schema: { tags, security, params: agencyInviteParamsSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await revokeInvite(ctx.db, request.user, request.params.agencyId, request.params.inviteId);
      return { message: agencyMessages.inviteRevoked };
    },
  );

  app.delete(
    '/agency/:agencyId/members/:userId',
    {
      onRequest: app.authenticate,
      schema: { tags, security, params: agencyMemberParamsSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await removeMember(ctx.db, request.user, request.params.agencyId, request.params.userId);
      return { message: agencyMessages.memberRemoved };
    },
  );

  app.post(
    '/users/invite-user',
    {
      onRequest: app.authenticate,
      ...credentialLimits(app, max, 'invite'),
      schema: { tags, security, body: inviteUserSchema, response: { 201: messageResponseSchema, ...errors } },
    },
    async (request, reply) => {
      await inviteMember(ctx, request.user, request.body.email);
      return reply.code(201).send({ message: agencyMessages.inviteSent });
    },
  );

  app.post(
    '/users/invite-details',
    {
      ...credentialLimits(app, max, 'invite-details'),
      schema: { tags, body: inviteDetailsRequestSchema, response: { 200: inviteDetailsSchema, ...errors } },
    },
    async (request) => inviteDetails(ctx.db, request.body.token),
  );

  app.post(
    '/users/verify-invite',
    {
      ...credentialLimits(app, max, 'verify-invite'),
      schema: {
        tags,
        body: verifyInviteSchema,
        response: { 200: z.union([tokenResponseSchema, messageResponseSchema]), ...errors },
      },
    },
    async (request) => {
      const input = request.body;
      if (input.loginVia === 'google') {
        const token = await acceptInviteWithGoogle(ctx, input.token, input.credential);
        return { token, message: agencyMessages.inviteAcceptedWithGoogle };
      }
      await acceptInviteWithEmail(ctx.db, input);
      return { message: agencyMessages.inviteAccepted };
    },
  );
};

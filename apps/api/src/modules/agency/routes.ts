import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agencyIdParamsSchema,
  agencyInviteParamsSchema,
  agencyMemberParamsSchema,
  agencyMembersResponseSchema,
  agencyMessages,
  agencyResponseSchema,
  agencyUuidParamsSchema,
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
import { errorResponses, openSchema, signedInSchema } from '../../http/route-schema.js';
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

const errors = errorResponses(400, 401, 403, 404, 409, 429);
const schema = signedInSchema('agency');
const openRouteSchema = openSchema('agency');

export const agencyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const max = ctx.config.authRateLimitMax;

  app.get(
    '/agency/:agencyId',
    {
      onRequest: app.authenticate,
      schema: schema({ params: agencyIdParamsSchema, response: { 200: agencyResponseSchema, ...errors } }),
    },
    async (request) => {
      const agency = await agencyOfMember(ctx.db, await request.account(), request.params.agencyId);
      return { agency: await agencyDetails(ctx.db, agency) };
    },
  );

  app.get(
    '/agency/get-all-agency-members/:agencyId',
    {
      onRequest: app.authenticate,
      schema: schema({
        params: agencyIdParamsSchema,
        response: { 200: agencyMembersResponseSchema, ...errors },
      }),
    },
    async (request) => {
      const agency = await agencyOfMember(ctx.db, await request.account(), request.params.agencyId);
      return { data: { users: await agencyMembers(ctx.db, agency) } };
    },
  );

  app.patch(
    '/agency/update-agency/:agencyId',
    {
      onRequest: app.authenticate,
      schema: schema({
        params: agencyIdParamsSchema,
        body: updateAgencySchema,
        response: { 200: agencyResponseSchema.extend({ message: z.string() }), ...errors },
      }),
    },
    async (request) => {
      const agency = await ownedAgency(ctx.db, await request.account(), request.params.agencyId);
      const updated = await updateAgency(ctx.db, agency, request.body);
      return { message: agencyMessages.updated, agency: await agencyDetails(ctx.db, updated) };
    },
  );

  app.get(
    '/agency/:agencyId/invites',
    {
      onRequest: app.authenticate,
      schema: schema({
        params: agencyUuidParamsSchema,
        response: { 200: pendingInvitesResponseSchema, ...errors },
      }),
    },
    async (request) => ({ invites: await pendingInvites(ctx.db, await request.account(), request.params.agencyId) }),
  );

  app.post(
    '/agency/:agencyId/invites/:inviteId/resend',
    {
      onRequest: app.authenticate,
      // Each resend mails the invitee, so it shares the invite's per-IP limit.
      ...credentialLimits(app, max, 'invite-resend'),
      schema: schema({
        params: agencyInviteParamsSchema,
        response: { 200: inviteResentResponseSchema, ...errors },
      }),
    },
    async (request) => {
      const { agencyId, inviteId } = request.params;
      const invite = await resendInvite(ctx, await request.account(), agencyId, inviteId);
      return { message: agencyMessages.inviteResent, invite };
    },
  );

  app.delete(
    '/agency/:agencyId/invites/:inviteId',
    {
      onRequest: app.authenticate,
      schema: schema({ params: agencyInviteParamsSchema, response: { 200: messageResponseSchema, ...errors } }),
    },
    async (request) => {
      await revokeInvite(ctx.db, await request.account(), request.params.agencyId, request.params.inviteId);
      return { message: agencyMessages.inviteRevoked };
    },
  );

  app.delete(
    '/agency/:agencyId/members/:userId',
    {
      onRequest: app.authenticate,
      schema: schema({ params: agencyMemberParamsSchema, response: { 200: messageResponseSchema, ...errors } }),
    },
    async (request) => {
      await removeMember(ctx.db, await request.account(), request.params.agencyId, request.params.userId);
      return { message: agencyMessages.memberRemoved };
    },
  );

  app.post(
    '/users/invite-user',
    {
      onRequest: app.authenticate,
      ...credentialLimits(app, max, 'invite'),
      schema: schema({ body: inviteUserSchema, response: { 201: messageResponseSchema, ...errors } }),
    },
    async (request, reply) => {
      await inviteMember(ctx, await request.account(), request.body.email);
      return reply.code(201).send({ message: agencyMessages.inviteSent });
    },
  );

  app.post(
    '/users/invite-details',
    {
      ...credentialLimits(app, max, 'invite-details'),
      schema: openRouteSchema({ body: inviteDetailsRequestSchema, response: { 200: inviteDetailsSchema, ...errors } }),
    },
    async (request) => inviteDetails(ctx.db, request.body.token),
  );

  app.post(
    '/users/verify-invite',
    {
      ...credentialLimits(app, max, 'verify-invite'),
      schema: openRouteSchema({
        body: verifyInviteSchema,
        response: { 200: z.union([tokenResponseSchema, messageResponseSchema]), ...errors },
      }),
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

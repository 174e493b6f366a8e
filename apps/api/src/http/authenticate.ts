import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { authMessages } from '@quillbid/shared';
import type { AppContext } from '../context.js';
import type { Session } from '../auth/session-tokens.js';
import { revokedSessions, users, type UserRow } from '../db/schema.js';
import { ensureFreePlan } from '../usage/free-plan.js';
import { AppError } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; set by `app.authenticate`. */
    user: UserRow;
    /** The session the request came with; set by `app.authenticate`. */
    session: Session;
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<void>;
  }
}

/**
 * Sessions are bearer tokens only: cookies are never read, so a cross-site form post carries no
 * credentials. A token is accepted while it is valid, its user exists, its version is current and it
 * has not been logged out.
 */
export const authenticatePlugin = fp<{ ctx: AppContext }>(async (app: FastifyInstance, { ctx }) => {
  app.decorateRequest('user', null as unknown as UserRow);
  app.decorateRequest('session', null as unknown as Session);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer ([A-Za-z0-9_\-.]+)$/.exec(header);
    const claims = match?.[1] ? await ctx.sessions.verify(match[1]) : null;
    if (!claims) throw new AppError('UNAUTHORIZED', authMessages.unauthorized);
    const loggedOut = sql<boolean>`exists (select 1 from ${revokedSessions} where ${revokedSessions.tokenId} = ${claims.tokenId})`;
    const [found] = await ctx.db
      .select({ user: users, loggedOut })
      .from(users)
      .where(eq(users.id, claims.userId))
      .limit(1);
    const user = found?.user;
    if (!user || found.loggedOut || user.tokenVersion !== claims.tokenVersion)
      throw new AppError('UNAUTHORIZED', authMessages.unauthorized);
    request.session = claims;
    request.user = await ensureFreePlan(ctx.db, user);
  });
});

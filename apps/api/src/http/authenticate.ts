import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { authMessages } from '@quillbid/shared';
import type { AppContext } from '../context.js';
import type { Session } from '../auth/session-tokens.js';
import type { Db } from '../db/client.js';
import { revokedSessions, users } from '../db/schema.js';
import { selectAccounts, toAccount, type Account } from '../usage/account.js';
import { ensureFreePlan } from '../usage/free-plan.js';
import { AppError } from './errors.js';
import { rememberVerifiedSessions } from './verified-sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session the request came with; set by `app.authenticate`. */
    session: Session;
    /** The signed-in user's id; set by `app.authenticate`. */
    readonly userId: string;
    /**
     * The signed-in user with their plan and usage, read from the database when first asked for (once a
     * request at most): most routes need only `userId`.
     */
    account(): Promise<Account>;
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<void>;
  }
}

type AccountRow = Parameters<typeof toAccount>[0] & { loggedOut: boolean };

/**
 * The account a session belongs to and whether the session was logged out, in one round trip. Prepared
 * once per database, so neither the query builder nor the server's parser sees it again.
 */
function prepareSessionAccount(db: Db) {
  const loggedOut = sql<boolean>`exists (select 1 from ${revokedSessions} where ${revokedSessions.tokenId} = ${sql.placeholder('tokenId')})`;
  const query = selectAccounts(db, { loggedOut })
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('authenticate_session_account');
  return async (userId: string, tokenId: string): Promise<AccountRow | undefined> => {
    const [found] = await query.execute({ userId, tokenId });
    return found;
  };
}

const unauthorized = () => new AppError('UNAUTHORIZED', authMessages.unauthorized);

/**
 * Sessions are bearer tokens only: cookies are never read, so a cross-site form post carries no
 * credentials. A token is accepted while it is valid, its user exists, its version is current and it
 * has not been logged out; the database's answer is remembered for a moment (`SESSION_CHECK_WINDOW_MS`).
 */
export const authenticatePlugin = fp<{ ctx: AppContext }>(async (app: FastifyInstance, { ctx }) => {
  const sessionAccount = prepareSessionAccount(ctx.db);
  const verify = rememberVerifiedSessions(ctx.sessions.verify);
  const checks = ctx.sessionChecks;

  /** Each request's account once asked for; the row the session check read, when it read one. */
  const accounts = new WeakMap<FastifyRequest, Promise<Account>>();
  const checkedRows = new WeakMap<FastifyRequest, AccountRow>();
  const isValid = (row: AccountRow | undefined, session: Session): row is AccountRow =>
    row !== undefined && !row.loggedOut && row.user.tokenVersion === session.tokenVersion;
  /**
   * A user with a live plan, or put on the free plan now (see `ensureFreePlan`). Read afresh when the
   * session check was remembered, the row tells again whether the session still holds.
   */
  const accountOf = async (request: FastifyRequest) => {
    const { session } = request;
    const row = checkedRows.get(request) ?? (await sessionAccount(session.userId, session.tokenId));
    if (!isValid(row, session)) {
      checks.forgetSession(session.tokenId);
      throw unauthorized();
    }
    return ensureFreePlan(ctx.db, toAccount(row));
  };

  app.decorateRequest('session', null as unknown as Session);
  app.decorateRequest('userId', {
    getter(this: FastifyRequest) {
      return this.session.userId;
    },
  });
  app.decorateRequest('account', function (this: FastifyRequest) {
    let account = accounts.get(this);
    if (!account) accounts.set(this, (account = accountOf(this)));
    return account;
  });

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer ([A-Za-z0-9_\-.]+)$/.exec(header);
    const session = match?.[1] ? await verify(match[1]) : null;
    if (!session) throw unauthorized();
    request.session = session;
    if (checks.isRecent(session)) return;
    const found = await sessionAccount(session.userId, session.tokenId);
    if (!isValid(found, session)) throw unauthorized();
    checks.remember(session);
    checkedRows.set(request, found);
  });
});

import { eq, sql } from 'drizzle-orm';
import {
  authMessages,
  RESET_TOKEN_TTL_HOURS,
  VERIFY_TOKEN_TTL_HOURS,
  type loginSchema,
  type registerSchema,
} from '@quillbid/shared';
import type { z } from 'zod';
import type { Session } from '../../auth/session-tokens.js';
import { consumeToken, hasLiveToken, issueToken, revokeTokens } from '../../auth/one-time-tokens.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import type { AppContext } from '../../context.js';
import { revokedSessions, users, type UserRow } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { tokenLink } from '../../mail/links.js';
import { resetPasswordMail, signUpAttemptMail, verifyEmailMail } from '../../mail/templates.js';
import { leaveUnacceptedInvite } from './google.js';

const HOUR_MS = 60 * 60 * 1000;

type AuthContext = Pick<AppContext, 'db' | 'mailer' | 'sessions' | 'sessionChecks' | 'config'>;

/**
 * Answers the same, after the same work (a password hash and one mail), whether the address is new or
 * taken, so sign-up tells nobody which addresses have accounts. A new address gets an account and a
 * verification link. An account never verified takes the name and password just chosen and a fresh link
 * that voids the older ones: a stranger who signed the address up first cannot keep a password its owner
 * does not know. A verified account stays as it is, and its owner is told someone tried.
 */
export async function register(ctx: AuthContext, input: z.output<typeof registerSchema>): Promise<void> {
  const { email, firstName, lastName } = input;
  const passwordHash = await hashPassword(input.password);
  const [unverified] = await ctx.db
    .insert(users)
    .values({ email, passwordHash, firstName, lastName })
    .onConflictDoUpdate({
      target: users.email,
      set: { passwordHash, firstName, lastName, updatedAt: new Date() },
      setWhere: eq(users.emailVerified, false),
    })
    .returning();
  if (unverified) {
    await revokeTokens(ctx.db, unverified.id, 'verify-email');
    await sendVerificationMail(ctx, unverified);
    return;
  }
  const [existing] = await ctx.db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!existing) return;
  const { appUrl } = ctx.config;
  await ctx.mailer.send(
    signUpAttemptMail(existing, { login: `${appUrl}/login`, resetPassword: `${appUrl}/forgot-password` }),
  );
}

/** Proving the mailbox this way does not accept an agency invite: only the invite's own link does. */
export async function confirmEmail(ctx: AuthContext, token: string): Promise<void> {
  const userId = await consumeToken(ctx.db, token, 'verify-email');
  if (!userId) throw new AppError('INVALID_TOKEN', authMessages.invalidOrExpiredToken);
  await ctx.db
    .update(users)
    .set({ ...leaveUnacceptedInvite, emailVerified: true, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** The same answer, after the same work, for an unknown e-mail and a wrong password. */
export async function login(ctx: AuthContext, input: z.output<typeof loginSchema>): Promise<string> {
  const [user] = await ctx.db.select().from(users).where(eq(users.email, input.email)).limit(1);
  const passwordMatches = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !passwordMatches) throw new AppError('UNAUTHORIZED', authMessages.invalidCredentials);
  if (!user.emailVerified) {
    // The first link may have expired or been lost: send a fresh one unless a live one is out.
    if (!(await hasLiveToken(ctx.db, user.id, 'verify-email'))) await sendVerificationMail(ctx, user);
    throw new AppError('EMAIL_NOT_VERIFIED', authMessages.emailNotVerified);
  }
  return ctx.sessions.sign({ userId: user.id, tokenVersion: user.tokenVersion }, input.rememberMe);
}

/**
 * A second session for the browser extension, with the "Remember me" lifetime so the link outlives the
 * web app's one-day session. It carries the user's token version, so a password reset ends it too.
 */
export function extensionToken(ctx: AuthContext, user: UserRow): Promise<string> {
  return ctx.sessions.sign({ userId: user.id, tokenVersion: user.tokenVersion }, true);
}

/**
 * Ends one session (this browser's, or the extension's) on the server: a copy of its token is refused
 * from now on. The user's other sessions go on. The row goes once the token has expired (db/retention.ts).
 */
export async function logout(ctx: AuthContext, session: Session): Promise<void> {
  await ctx.db
    .insert(revokedSessions)
    .values({ tokenId: session.tokenId, expiresAt: session.expiresAt })
    .onConflictDoNothing();
  ctx.sessionChecks.forgetSession(session.tokenId);
}

/** Answers identically whether or not the e-mail has an account (the caller cannot tell). */
export async function requestPasswordReset(ctx: AuthContext, email: string): Promise<void> {
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) return;
  await revokeTokens(ctx.db, user.id, 'reset-password');
  const token = await issueToken(ctx.db, user.id, 'reset-password', RESET_TOKEN_TTL_HOURS * HOUR_MS);
  await ctx.mailer.send(resetPasswordMail(user, tokenLink(ctx.config.appUrl, '/reset-password', token)));
}

/**
 * A new password ends every session issued before it, and proves the mailbox, so it verifies too. It
 * does not accept an agency invite: only the invite's own link does (see `leaveUnacceptedInvite`).
 */
export async function resetPassword(ctx: AuthContext, token: string, password: string): Promise<void> {
  const userId = await consumeToken(ctx.db, token, 'reset-password');
  if (!userId) throw new AppError('INVALID_TOKEN', authMessages.invalidOrExpiredToken);
  await ctx.db
    .update(users)
    .set({
      passwordHash: await hashPassword(password),
      tokenVersion: sql`${users.tokenVersion} + 1`,
      ...leaveUnacceptedInvite,
      emailVerified: true,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
  ctx.sessionChecks.forgetUser(userId);
}

async function sendVerificationMail(ctx: AuthContext, user: UserRow): Promise<void> {
  const token = await issueToken(ctx.db, user.id, 'verify-email', VERIFY_TOKEN_TTL_HOURS * HOUR_MS);
  await ctx.mailer.send(verifyEmailMail(user, tokenLink(ctx.config.appUrl, '/verify-email', token)));
}

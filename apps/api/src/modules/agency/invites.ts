import {
  AGENCY_PACKAGE_TYPE,
  agencyMessages,
  INVITE_TOKEN_TTL_DAYS,
  type acceptInviteWithEmailSchema,
  type InviteDetails,
  type PendingInvite,
} from '@quillbid/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { consumeToken, findTokenUser, issueToken, revokeTokens } from '../../auth/one-time-tokens.js';
import { hashPassword } from '../../auth/passwords.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { agencies, oneTimeTokens, usageCounters, users, type AgencyRow, type UserRow } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { tokenLink } from '../../mail/links.js';
import { agencyInviteMail } from '../../mail/templates.js';
import type { Account } from '../../usage/account.js';
import { isLive } from '../../usage/apply-plan.js';
import { upsertGoogleUser } from '../auth/index.js';
import {
  countSeats,
  deleteExpiredInvites,
  inOwnedAgency,
  liveInviteLink,
  lockSeats,
  pendingInvite,
  unacceptedInvite,
} from './seats.js';
import { ownedAgency } from './service.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const INVITE_TTL_MS = INVITE_TOKEN_TTL_DAYS * DAY_MS;

type InviteContext = Pick<AppContext, 'db' | 'mailer' | 'config'>;

/**
 * `POST users/invite-user`. A new e-mail takes a seat (a pending, unverified member) under the agency's
 * lock, so concurrent invites can never pass the cap. Inviting a pending member again is a resend: a
 * fresh link that voids the old one, on the seat it already holds.
 */
export async function inviteMember(ctx: InviteContext, owner: Account, email: string): Promise<void> {
  requireLivePlan(owner);
  const [owned] = await ctx.db.select().from(agencies).where(eq(agencies.createdBy, owner.id)).limit(1);
  if (!owned) throw new AppError('FORBIDDEN', agencyMessages.agencyPlanRequired);

  const { agency, token } = await ctx.db.transaction(async (tx) => {
    const agency = await lockSeats(tx, owned.id);
    await deleteExpiredInvites(tx, agency.id);
    const [existing] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
    if (existing && existing.agencyId !== agency.id) throw new AppError('CONFLICT', agencyMessages.alreadyHasAccount);
    if (existing?.emailVerified) throw new AppError('CONFLICT', agencyMessages.alreadyMember);
    const memberId = existing?.id ?? (await takeSeat(tx, agency, owner, email));
    return { agency, token: await renewLink(tx, memberId) };
  });
  await mailInvite(ctx, owner, agency, email, token);
}

function requireLivePlan(owner: Account): void {
  if (!isLive(owner.plan) || owner.plan.packageType !== AGENCY_PACKAGE_TYPE)
    throw new AppError('FORBIDDEN', agencyMessages.agencyPlanRequired);
}

/** Call with the agency locked (`lockSeats`), so the count cannot change before the insert. */
async function takeSeat(tx: Db, agency: AgencyRow, owner: UserRow, email: string): Promise<string> {
  const seats = await countSeats(tx, agency);
  if (seats.members + seats.pending >= agency.usersLimit) {
    throw new AppError('LIMIT_REACHED', agencyMessages.limitReached);
  }
  const [member] = await tx
    .insert(users)
    .values({ email, firstName: '', lastName: '', invitedBy: owner.id, agencyId: agency.id })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  // The same e-mail signed up a moment ago.
  if (!member) throw new AppError('CONFLICT', agencyMessages.alreadyHasAccount);
  // A member draws on the owner's plan but counts their own usage from the start.
  await tx.insert(usageCounters).values({ userId: member.id });
  return member.id;
}

/** Only the newest link of an invite works. */
async function renewLink(tx: Db, memberId: string): Promise<string> {
  await revokeTokens(tx, memberId, 'invite');
  return issueToken(tx, memberId, 'invite', INVITE_TTL_MS);
}

async function mailInvite(ctx: InviteContext, owner: UserRow, agency: AgencyRow, email: string, token: string) {
  await ctx.mailer.send(
    agencyInviteMail(
      { to: email, ownerName: displayName(owner), agencyName: agency.agencyName },
      tokenLink(ctx.config.appUrl, '/accept-invite', token),
    ),
  );
}

/** `GET agency/{agencyId}/invites`: the owner's pending invites, the newest link first. */
export async function pendingInvites(db: Db, owner: UserRow, agencyId: string): Promise<PendingInvite[]> {
  const agency = await ownedAgency(db, owner, agencyId);
  return listPending(db, agency, owner);
}

/** Each invitee has one live link at most: every new one is issued under the agency's lock, after voiding the rest. */
async function listPending(db: Db, agency: AgencyRow, owner: UserRow, inviteId?: string): Promise<PendingInvite[]> {
  const rows = await db
    .select({ _id: users.id, email: users.email, sentAt: oneTimeTokens.createdAt, expiresAt: oneTimeTokens.expiresAt })
    .from(users)
    .innerJoin(oneTimeTokens, and(eq(oneTimeTokens.userId, users.id), liveInviteLink()))
    .where(
      and(
        inOwnedAgency(db, agency.id, owner.id),
        unacceptedInvite(),
        inviteId === undefined ? undefined : eq(users.id, inviteId),
      ),
    )
    .orderBy(desc(oneTimeTokens.createdAt), users.email);
  return rows.map((row) => ({ ...row, sentAt: row.sentAt.toISOString(), expiresAt: row.expiresAt.toISOString() }));
}

/**
 * `POST agency/{agencyId}/invites/{inviteId}/resend`: a fresh seven-day link by mail; the old link stops
 * working. The invite keeps its seat, so resending never needs a free one.
 */
export async function resendInvite(
  ctx: InviteContext,
  owner: Account,
  agencyId: string,
  inviteId: string,
): Promise<PendingInvite> {
  const agency = await ownedAgency(ctx.db, owner, agencyId);
  requireLivePlan(owner);
  const { email, token } = await ctx.db.transaction(async (tx) => {
    await lockSeats(tx, agency.id);
    const [invitee] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(eq(users.id, inviteId), inOwnedAgency(tx, agency.id, owner.id), pendingInvite(tx)));
    if (!invitee) throw new AppError('NOT_FOUND', agencyMessages.inviteNotFound);
    return { email: invitee.email, token: await renewLink(tx, invitee.id) };
  });
  await mailInvite(ctx, owner, agency, email, token);
  const [invite] = await listPending(ctx.db, agency, owner, inviteId);
  if (!invite) throw new AppError('NOT_FOUND', agencyMessages.inviteNotFound);
  return invite;
}

/**
 * `DELETE agency/{agencyId}/invites/{inviteId}`: the invitee's pending account goes, and with it every
 * link it was sent (they then read as invalid) and its seat.
 */
export async function revokeInvite(db: Db, owner: UserRow, agencyId: string, inviteId: string): Promise<void> {
  const agency = await ownedAgency(db, owner, agencyId);
  await db.transaction(async (tx) => {
    const [invitee] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, inviteId), inOwnedAgency(tx, agency.id, owner.id), unacceptedInvite()));
    if (!invitee) throw new AppError('NOT_FOUND', agencyMessages.inviteNotFound);
    // Links first, then the account: the order an acceptance takes them in, so the two cannot deadlock.
    await revokeTokens(tx, invitee.id, 'invite');
    const [revoked] = await tx
      .delete(users)
      .where(and(eq(users.id, invitee.id), unacceptedInvite()))
      .returning({ id: users.id });
    // Accepted a moment ago: a member now, whom only removing takes out.
    if (!revoked) throw new AppError('NOT_FOUND', agencyMessages.inviteNotFound);
  });
}

/** What the accept page shows about a live invite; the token is not used up. */
export async function inviteDetails(db: Db, token: string): Promise<InviteDetails> {
  const memberId = await findTokenUser(db, token, 'invite');
  const [row] = memberId
    ? await db
        .select({ email: users.email, agency: agencies, verified: users.emailVerified })
        .from(users)
        .innerJoin(agencies, eq(agencies.id, users.agencyId))
        .where(eq(users.id, memberId))
        .limit(1)
    : [];
  if (!row || row.verified) throw new AppError('INVALID_TOKEN', agencyMessages.invalidInvite);
  const [owner] = await db.select().from(users).where(eq(users.id, row.agency.createdBy)).limit(1);
  return {
    email: row.email,
    agencyName: row.agency.agencyName,
    invitedByName: owner ? displayName(owner) : row.agency.agencyName,
  };
}

const displayName = (user: UserRow) => `${user.firstName} ${user.lastName}`.trim() || user.email;

/** Accepting by e-mail: the invitee sets a name and password, then logs in (DESIGN decision 5). */
export async function acceptInviteWithEmail(
  db: Db,
  input: z.output<typeof acceptInviteWithEmailSchema>,
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const memberId = await consumeToken(tx, input.token, 'invite');
    if (!memberId) throw new AppError('INVALID_TOKEN', agencyMessages.invalidInvite);
    const [member] = await tx
      .update(users)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
        emailVerified: true,
        updatedAt: new Date(),
      })
      .where(and(eq(users.id, memberId), eq(users.emailVerified, false)))
      .returning({ id: users.id });
    if (!member) throw new AppError('INVALID_TOKEN', agencyMessages.invalidInvite);
  });
}

/** Accepting with Google: the verified e-mail must be the invited one; the answer is a session. */
export async function acceptInviteWithGoogle(
  ctx: Pick<AppContext, 'db' | 'google' | 'sessions'>,
  token: string,
  credential: string | undefined,
): Promise<string> {
  const identity = await ctx.google(credential);
  const invited = await findTokenUser(ctx.db, token, 'invite');
  if (!invited) throw new AppError('INVALID_TOKEN', agencyMessages.invalidInvite);
  const [member] = await ctx.db.select().from(users).where(eq(users.id, invited)).limit(1);
  if (!member || member.emailVerified) throw new AppError('INVALID_TOKEN', agencyMessages.invalidInvite);
  if (member.email !== identity.email) throw new AppError('FORBIDDEN', agencyMessages.inviteForAnotherEmail);

  const user = await ctx.db.transaction(async (tx) => {
    if (!(await consumeToken(tx, token, 'invite'))) throw new AppError('INVALID_TOKEN', agencyMessages.invalidInvite);
    return upsertGoogleUser(tx, identity, true);
  });
  return ctx.sessions.sign({ userId: user.id, tokenVersion: user.tokenVersion }, false);
}

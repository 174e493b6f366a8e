import {
  AGENCY_PACKAGE_TYPE,
  agencyMessages,
  INVITE_TOKEN_TTL_DAYS,
  type acceptInviteWithEmailSchema,
  type InviteDetails,
} from '@quillbid/shared';
import { and, eq, gt, isNotNull, isNull, lt, notExists, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { consumeToken, findTokenUser, issueToken, revokeTokens } from '../../auth/one-time-tokens.js';
import { hashPassword } from '../../auth/passwords.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { agencies, oneTimeTokens, users, type AgencyRow, type UserRow } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { tokenLink } from '../../mail/links.js';
import { agencyInviteMail } from '../../mail/templates.js';
import { upsertGoogleUser } from '../auth/google.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const INVITE_TTL_MS = INVITE_TOKEN_TTL_DAYS * DAY_MS;

type InviteContext = Pick<AppContext, 'db' | 'mailer' | 'config'>;

/**
 * `POST users/invite-user`. A new e-mail takes a seat (a pending, unverified member) in the same
 * transaction that checks the cap, so concurrent invites can never pass it. Inviting a pending member
 * again sends a fresh link and voids the old one, without taking another seat.
 */
export async function inviteMember(ctx: InviteContext, owner: UserRow, email: string): Promise<void> {
  const agency = await agencyOwnedOnLivePlan(ctx.db, owner);
  const [existing] = await ctx.db.select().from(users).where(eq(users.email, email)).limit(1);
  if (existing && existing.agencyId !== agency.id) throw new AppError('CONFLICT', agencyMessages.alreadyHasAccount);
  if (existing?.emailVerified) throw new AppError('CONFLICT', agencyMessages.alreadyMember);

  const token = await ctx.db.transaction(async (tx) => {
    const memberId = existing?.id ?? (await takeSeat(tx, agency, owner, email));
    await revokeTokens(tx, memberId, 'invite');
    return issueToken(tx, memberId, 'invite', INVITE_TTL_MS);
  });
  await ctx.mailer.send(
    agencyInviteMail(
      { to: email, ownerName: displayName(owner), agencyName: agency.agencyName },
      tokenLink(ctx.config.appUrl, '/accept-invite', token),
    ),
  );
}

async function agencyOwnedOnLivePlan(db: Db, owner: UserRow): Promise<AgencyRow> {
  const livePlan =
    owner.packageSubscribed &&
    owner.subscriptionPackageType === AGENCY_PACKAGE_TYPE &&
    (owner.subscriptionEndDate?.getTime() ?? 0) > Date.now();
  const [agency] = livePlan ? await db.select().from(agencies).where(eq(agencies.createdBy, owner.id)).limit(1) : [];
  if (!agency) throw new AppError('FORBIDDEN', agencyMessages.agencyPlanRequired);
  return agency;
}

async function takeSeat(tx: Db, agency: AgencyRow, owner: UserRow, email: string): Promise<string> {
  await releaseExpiredSeats(tx, agency);
  const [seat] = await tx
    .update(agencies)
    .set({ memberCount: sql`${agencies.memberCount} + 1` })
    .where(and(eq(agencies.id, agency.id), lt(agencies.memberCount, agencies.usersLimit)))
    .returning({ id: agencies.id });
  if (!seat) throw new AppError('LIMIT_REACHED', agencyMessages.limitReached);
  const [member] = await tx
    .insert(users)
    .values({ email, firstName: '', lastName: '', invitedBy: owner.id, agencyId: agency.id })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  // The same e-mail signed up or was invited a moment ago: the transaction gives the seat back.
  if (!member) throw new AppError('CONFLICT', agencyMessages.alreadyHasAccount);
  return member.id;
}

/**
 * An invite nobody accepted within its seven days gives its seat back: the pending member, who never
 * had a password or a session, is removed.
 */
async function releaseExpiredSeats(tx: Db, agency: AgencyRow): Promise<void> {
  const liveInvite = tx
    .select({ id: oneTimeTokens.id })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.userId, users.id),
        eq(oneTimeTokens.purpose, 'invite'),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, sql`now()`),
      ),
    );
  const released = await tx
    .delete(users)
    .where(
      and(
        eq(users.agencyId, agency.id),
        eq(users.emailVerified, false),
        isNull(users.passwordHash),
        isNotNull(users.invitedBy),
        notExists(liveInvite),
      ),
    )
    .returning({ id: users.id });
  if (released.length === 0) return;
  await tx
    .update(agencies)
    .set({ memberCount: sql`greatest(${agencies.memberCount} - ${released.length}, 0)` })
    .where(eq(agencies.id, agency.id));
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
    return upsertGoogleUser(tx, identity);
  });
  return ctx.sessions.sign({ userId: user.id, tokenVersion: user.tokenVersion }, false);
}

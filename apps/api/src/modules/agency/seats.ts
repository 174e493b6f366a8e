import { and, eq, exists, gt, inArray, isNotNull, isNull, ne, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { agencies, oneTimeTokens, users, type AgencyRow } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';

/**
 * Seats are counted from the rows themselves, never kept in a counter: a member who joined and an
 * invite whose link is still live each hold one, so an expired, revoked or accepted invite can never
 * be counted twice or left behind. The owner holds none (agencyLimits.users excludes them).
 */

/** An account made by an invite and not accepted yet (no password, never verified): what the owner may revoke. */
export const unacceptedInvite = () =>
  and(eq(users.emailVerified, false), isNull(users.passwordHash), isNotNull(users.invitedBy));

/** An invite link neither used (accepted or replaced) nor expired. */
export const liveInviteLink = () =>
  and(eq(oneTimeTokens.purpose, 'invite'), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, sql`now()`));

const liveLinkOfRow = (db: Db) =>
  db
    .select({ id: oneTimeTokens.id })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.userId, users.id), liveInviteLink()));

/** An invite that holds a seat: not accepted, with a live link. */
export const pendingInvite = (db: Db) => and(unacceptedInvite(), exists(liveLinkOfRow(db)));

/** Rows of this agency, only if `ownerId` owns it: the owner check sits in every seat query itself. */
export const inOwnedAgency = (db: Db, agencyId: string, ownerId: string) =>
  inArray(
    users.agencyId,
    db
      .select({ id: agencies.id })
      .from(agencies)
      .where(and(eq(agencies.id, agencyId), eq(agencies.createdBy, ownerId))),
  );

export async function countSeats(db: Db, agency: AgencyRow): Promise<{ members: number; pending: number }> {
  const [row] = await db
    .select({
      members: sql<number>`count(*) filter (where ${users.emailVerified})`.mapWith(Number),
      pending: sql<number>`count(*) filter (where ${pendingInvite(db)})`.mapWith(Number),
    })
    .from(users)
    .where(and(eq(users.agencyId, agency.id), ne(users.id, agency.createdBy)));
  return row ?? { members: 0, pending: 0 };
}

/**
 * Locks the agency's row for the rest of the transaction. Everything that takes a seat runs under it,
 * so concurrent invites count each other's seats and can never pass the cap together.
 */
export async function lockSeats(tx: Db, agencyId: string): Promise<AgencyRow> {
  const [agency] = await tx.select().from(agencies).where(eq(agencies.id, agencyId)).for('update');
  if (!agency) throw new AppError('NOT_FOUND', 'Agency not found');
  return agency;
}

/**
 * An invite nobody accepted within its seven days holds no seat; its account, which never had a
 * password or a session, is removed so the e-mail can be invited afresh or sign up on its own.
 */
export async function deleteExpiredInvites(tx: Db, agencyId: string): Promise<void> {
  await tx.delete(users).where(and(eq(users.agencyId, agencyId), unacceptedInvite(), notExists(liveLinkOfRow(tx))));
}

import { agencyMessages, type Agency, type AgencyMember, type updateAgencySchema } from '@quillbid/shared';
import type { z } from 'zod';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { isUuid } from '../../db/ids.js';
import { agencies, users, type AgencyRow, type UserRow } from '../../db/schema.js';
import { planLimits } from '../../dto/plan.js';
import { AppError } from '../../http/errors.js';
import { selectAccounts, toAccount, type Account } from '../../usage/account.js';
import { startFreePlan } from '../../usage/free-plan.js';
import { countSeats, inOwnedAgency } from './seats.js';

/**
 * Called whenever the agency package is applied to a user: the first time it opens their agency, later
 * it follows the package's member cap.
 */
export async function openAgency(db: Db, owner: UserRow, usersLimit: number): Promise<void> {
  const [agency] = await db
    .insert(agencies)
    .values({ agencyName: `${owner.firstName}'s Agency`.trim(), createdBy: owner.id, usersLimit })
    .onConflictDoUpdate({ target: agencies.createdBy, set: { usersLimit, updatedAt: new Date() } })
    .returning({ id: agencies.id });
  if (agency) await db.update(users).set({ agencyId: agency.id }).where(eq(users.id, owner.id));
}

/** The agency, if the user belongs to it; anyone else gets the same 404 as for an unknown id. */
export async function agencyOfMember(db: Db, user: UserRow, agencyId: string): Promise<AgencyRow> {
  const [agency] =
    isUuid(agencyId) && user.agencyId === agencyId
      ? await db.select().from(agencies).where(eq(agencies.id, agencyId)).limit(1)
      : [];
  if (!agency) throw new AppError('NOT_FOUND', 'Agency not found');
  return agency;
}

export async function ownedAgency(db: Db, user: UserRow, agencyId: string): Promise<AgencyRow> {
  const agency = await agencyOfMember(db, user, agencyId);
  if (agency.createdBy !== user.id) throw new AppError('FORBIDDEN', agencyMessages.ownerOnly);
  return agency;
}

/** Members who have accepted their invite, the owner first. */
async function verifiedMembers(db: Db, agency: AgencyRow): Promise<Account[]> {
  const rows = await selectAccounts(db)
    .where(and(eq(users.agencyId, agency.id), eq(users.emailVerified, true)))
    .orderBy(desc(sql`${users.id} = ${agency.createdBy}`), asc(users.createdAt));
  return rows.map(toAccount);
}

export async function agencyDetails(db: Db, agency: AgencyRow): Promise<Agency> {
  const members = await verifiedMembers(db, agency);
  const seats = await countSeats(db, agency);
  return {
    _id: agency.id,
    agencyName: agency.agencyName,
    agencyDescription: agency.agencyDescription,
    createdBy: agency.createdBy,
    agencyUsers: members.map((member) => member.id),
    agencyLimits: { users: agency.usersLimit },
    seatsTaken: seats.members + seats.pending,
    invitesPending: seats.pending,
  };
}

/** Every card shows the member's own usage against the plan they draw on (the owner's). */
export async function agencyMembers(db: Db, agency: AgencyRow): Promise<AgencyMember[]> {
  const members = await verifiedMembers(db, agency);
  // The owner holds the plan every member draws on.
  const owner = members.find((member) => member.id === agency.createdBy);
  const limits =
    owner?.plan?.status === 'active' ? planLimits(owner.plan) : { profiles: 0, proposals: 0, templates: 0 };
  return members.map((member) => ({
    _id: member.id,
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email,
    isOwner: member.id === agency.createdBy,
    usage: member.usage,
    limits,
  }));
}

export async function updateAgency(
  db: Db,
  agency: AgencyRow,
  changes: z.output<typeof updateAgencySchema>,
): Promise<AgencyRow> {
  const [updated] = await db
    .update(agencies)
    .set({ agencyName: changes.agencyName, agencyDescription: changes.agencyDescription, updatedAt: new Date() })
    .where(eq(agencies.id, agency.id))
    .returning();
  return updated ?? agency;
}

/**
 * `DELETE agency/{agencyId}/members/{userId}`: the member leaves and frees their seat. Their account,
 * with its profiles, templates and history, stays theirs. They lose the agency plan and go on the free
 * package; with `invitedBy` cleared they may also choose a plan of their own.
 */
export async function removeMember(db: Db, owner: UserRow, agencyId: string, userId: string): Promise<void> {
  const agency = await ownedAgency(db, owner, agencyId);
  if (userId === agency.createdBy) throw new AppError('FORBIDDEN', agencyMessages.ownerCannotLeave);
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .update(users)
      .set({ agencyId: null, invitedBy: null, updatedAt: new Date() })
      .where(
        and(
          eq(users.id, userId),
          inOwnedAgency(tx, agency.id, owner.id),
          ne(users.id, agency.createdBy),
          eq(users.emailVerified, true),
        ),
      )
      .returning({ id: users.id });
    if (!removed) throw new AppError('NOT_FOUND', agencyMessages.memberNotFound);
    await startFreePlan(tx, removed.id);
  });
}

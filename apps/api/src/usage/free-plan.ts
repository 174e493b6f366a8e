import { FREE_PACKAGE_TYPE } from '@quillbid/shared';
import { and, eq, exists, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { agencies, packages, users, type UserRow } from '../db/schema.js';

const hasLivePlan = (user: UserRow, now: Date) =>
  user.packageSubscribed && user.subscriptionEndDate !== null && user.subscriptionEndDate > now;

/** An invited member draws on the agency owner's plan (see planHolder), never on a plan of their own. */
const isAgencyMember = (user: UserRow) => user.agencyId !== null && user.invitedBy !== null;

/**
 * Every account that holds no live plan of its own is on the free package: a new account, a paid plan
 * that ended, a free month that ran out, a member who left an agency. Only a new free month starts the
 * proposal count afresh: a paid plan that ends mid-month keeps what the month used.
 * Applied when the account is next used rather than by a scheduler, in one conditional UPDATE, so two
 * requests at once start one period, not two. Returns the row as it now stands.
 */
export async function ensureFreePlan(db: Db, user: UserRow, now = new Date()): Promise<UserRow> {
  if (hasLivePlan(user, now) || isAgencyMember(user)) return user;
  const ownsItsAgency = exists(
    db
      .select({ id: agencies.id })
      .from(agencies)
      .where(and(eq(agencies.id, users.agencyId), eq(agencies.createdBy, users.id))),
  );
  const [row] = await db
    .update(users)
    .set({
      packageSubscribed: true,
      subscriptionPackageType: FREE_PACKAGE_TYPE,
      subscriptionEndDate: sql`now() + interval '1 month'`,
      subscriptionRenews: true,
      limitProposals: sql`${packages.proposalLetters}`,
      limitProfiles: sql`${packages.freelancerProfiles}`,
      limitTemplates: sql`${packages.templates}`,
      usedProposals: sql`case when ${users.subscriptionPackageType} = ${FREE_PACKAGE_TYPE} then 0 else ${users.usedProposals} end`,
      updatedAt: now,
    })
    .from(packages)
    .where(
      and(
        eq(users.id, user.id),
        eq(packages.packageType, FREE_PACKAGE_TYPE),
        or(
          eq(users.packageSubscribed, false),
          isNull(users.subscriptionEndDate),
          lte(users.subscriptionEndDate, sql`now()`),
        ),
        or(isNull(users.agencyId), ownsItsAgency),
      ),
    )
    .returning();
  return row ?? user;
}

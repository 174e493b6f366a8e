import { AGENCY_PACKAGE_TYPE } from '@quillbid/shared';
import { and, eq, gt, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { agencies, users, type UserRow } from '../db/schema.js';

/**
 * Whose subscription a user draws on. An agency member uses the owner's plan while the owner holds the
 * agency package; everyone else (owners included) their own. Members keep their own usage counters.
 */
export async function planHolder(db: Db, user: UserRow): Promise<UserRow> {
  if (!user.agencyId) return user;
  const [owner] = await db
    .select({ owner: users })
    .from(agencies)
    .innerJoin(users, eq(users.id, agencies.createdBy))
    .where(
      and(
        eq(agencies.id, user.agencyId),
        ne(agencies.createdBy, user.id),
        eq(users.subscriptionPackageType, AGENCY_PACKAGE_TYPE),
      ),
    )
    .limit(1);
  return owner?.owner ?? user;
}

const holder = alias(users, 'plan_holder');
const member = alias(users, 'member');

/**
 * The rule above as a query over the plan holder's row (live plans only), for the one-statement check
 * in `usage.reserve`.
 */
export function livePlanHolder(db: Db, userId: string) {
  const agencyOwner = db
    .select({ id: agencies.createdBy })
    .from(agencies)
    .innerJoin(member, eq(member.agencyId, agencies.id))
    .where(and(eq(member.id, userId), ne(agencies.createdBy, member.id)));
  return {
    holder,
    where: and(
      sql`${holder.id} = coalesce((${agencyOwner}), ${userId}::uuid)`,
      or(eq(holder.id, userId), eq(holder.subscriptionPackageType, AGENCY_PACKAGE_TYPE)),
      eq(holder.packageSubscribed, true),
      gt(holder.subscriptionEndDate, sql`now()`),
    ),
  };
}

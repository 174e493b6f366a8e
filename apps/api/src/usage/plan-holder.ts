import { AGENCY_PACKAGE_TYPE } from '@quillbid/shared';
import { and, eq, gt, isNull, ne, or, sql, type Placeholder } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { agencies, subscriptions, users, type SubscriptionRow } from '../db/schema.js';
import { isCurrentPlanOf, type Account } from './account.js';

/**
 * The plan a user draws on. An agency member uses the owner's plan while the owner holds the agency
 * package; everyone else (owners included) their own. Members keep their own usage counters.
 */
export async function planHolder(db: Db, user: Account): Promise<SubscriptionRow | null> {
  if (!user.agencyId) return user.plan;
  const [owner] = await db
    .select({ plan: subscriptions })
    .from(agencies)
    .innerJoin(subscriptions, isCurrentPlanOf(agencies.createdBy))
    .where(
      and(
        eq(agencies.id, user.agencyId),
        ne(agencies.createdBy, user.id),
        eq(subscriptions.packageType, AGENCY_PACKAGE_TYPE),
      ),
    )
    .limit(1);
  return owner?.plan ?? user.plan;
}

const member = alias(users, 'member');

/**
 * The rule above as a query over the plan holder's current subscription (live plans only), for the
 * one-statement check in `usage.reserve`.
 */
export function livePlanHolder(db: Db, userId: string | Placeholder) {
  const agencyOwner = db
    .select({ id: agencies.createdBy })
    .from(agencies)
    .innerJoin(member, eq(member.agencyId, agencies.id))
    .where(and(eq(member.id, userId), ne(agencies.createdBy, member.id)));
  return {
    holder: subscriptions,
    where: and(
      sql`${subscriptions.userId} = coalesce((${agencyOwner}), ${userId}::uuid)`,
      isNull(subscriptions.endedAt),
      or(eq(subscriptions.userId, userId), eq(subscriptions.packageType, AGENCY_PACKAGE_TYPE)),
      eq(subscriptions.status, 'active'),
      gt(subscriptions.periodEnd, sql`now()`),
    ),
  };
}

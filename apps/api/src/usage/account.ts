import type { UsageLimits } from '@quillbid/shared';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import {
  subscriptions,
  usageCounters,
  users,
  type SubscriptionRow,
  type UsageCountersRow,
  type UserRow,
} from '../db/schema.js';

/** A user with the plan of their own (null when none) and what they have used. */
export type Account = UserRow & { plan: SubscriptionRow | null; usage: UsageLimits };

/** The subscription row of `userId` (an id, or a column holding one) that has not ended: the current plan. */
export const isCurrentPlanOf = (userId: AnyPgColumn | string) =>
  and(eq(subscriptions.userId, userId), isNull(subscriptions.endedAt));

/**
 * Users with their current plan and usage in one query: both joins follow a unique key (the current-plan
 * index, the counters' primary key), so each user stays one row. `extra` adds columns of the caller's.
 */
export function selectAccounts<Extra extends Record<string, SQL>>(db: Db, extra: Extra = {} as Extra) {
  return db
    .select({ user: users, plan: subscriptions, usage: usageCounters, ...extra })
    .from(users)
    .leftJoin(subscriptions, isCurrentPlanOf(users.id))
    .leftJoin(usageCounters, eq(usageCounters.userId, users.id));
}

export const usageOf = (row: UsageCountersRow | null): UsageLimits => ({
  profiles: row?.usedProfiles ?? 0,
  proposals: row?.usedProposals ?? 0,
  templates: row?.usedTemplates ?? 0,
});

export const toAccount = (row: {
  user: UserRow;
  plan: SubscriptionRow | null;
  usage: UsageCountersRow | null;
}): Account => ({ ...row.user, plan: row.plan, usage: usageOf(row.usage) });

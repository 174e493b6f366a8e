import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import {
  subscriptions,
  usageCounters,
  users,
  type SubscriptionRow,
  type UsageCountersRow,
} from '../../src/db/schema.js';

/** An account, by its id or its e-mail. */
export type Who = { id: string } | { email: string };

const idsOf = (db: Db, who: Who) =>
  'id' in who ? [who.id] : db.select({ id: users.id }).from(users).where(eq(users.email, who.email));

/** The account's current plan, or undefined when it holds none. */
export async function currentPlan(db: Db, who: Who): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(inArray(subscriptions.userId, idsOf(db, who)), isNull(subscriptions.endedAt)));
  return row;
}

/** Rewrites the account's current plan in place: a plan as if it had been bought so. */
export async function setCurrentPlan(db: Db, who: Who, changes: Partial<SubscriptionRow>): Promise<void> {
  await db
    .update(subscriptions)
    .set(changes)
    .where(and(inArray(subscriptions.userId, idsOf(db, who)), isNull(subscriptions.endedAt)));
}

/** Every plan the account has held, oldest first. */
export async function planHistory(db: Db, who: Who): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(inArray(subscriptions.userId, idsOf(db, who)))
    .orderBy(subscriptions.createdAt);
}

/** The account's usage counters, or undefined before its first plan or seat. */
export async function usageCounts(db: Db, who: Who): Promise<UsageCountersRow | undefined> {
  const [row] = await db
    .select()
    .from(usageCounters)
    .where(inArray(usageCounters.userId, idsOf(db, who)));
  return row;
}

export async function setUsageCounts(db: Db, who: Who, changes: Partial<UsageCountersRow>): Promise<void> {
  await db
    .update(usageCounters)
    .set(changes)
    .where(inArray(usageCounters.userId, idsOf(db, who)));
}

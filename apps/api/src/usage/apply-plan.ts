import { FREE_PACKAGE_TYPE, type BillingInterval } from '@quillbid/shared';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  agencies,
  subscriptions,
  usageCounters,
  users,
  type PackageRow,
  type SubscriptionRow,
  type UsageCountersRow,
  type UserRow,
} from '../db/schema.js';
import { isCurrentPlanOf } from './account.js';

export type PlanChange = {
  /** The package whose limits now apply, from our packages table (never from the client); absent: unchanged. */
  plan?: PackageRow;
  /** `cancelled` once the plan has stopped: the account goes on the free plan when next used. */
  status: SubscriptionRow['status'];
  periodStart: Date;
  periodEnd: Date;
  /** False once the subscriber has cancelled: the plan runs to its end and then stops. */
  renews: boolean;
  stripe?: { subscriptionId: string; eventAt: Date };
  /** A new billing period: the proposal count starts afresh (see `countsAfresh`), the agency members' too. */
  newPeriod: boolean;
};

export const isLive = (plan: SubscriptionRow | null, now = new Date()): plan is SubscriptionRow =>
  plan !== null && plan.status === 'active' && plan.periodEnd > now;

export function periodEnd(start: Date, interval: BillingInterval): Date {
  const end = new Date(start);
  if (interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/**
 * A period that follows one of its own kind (a free month after a free month, a paid period after a paid
 * one or after none) counts proposals from zero; across kinds the month's usage carries over, so neither
 * upgrading from the free plan nor falling back to it hands out a second allowance in the same month.
 */
const countsAfresh = (previous: string | null, next: string) =>
  (previous === FREE_PACKAGE_TYPE) === (next === FREE_PACKAGE_TYPE);

/**
 * The one place a plan is applied to an account: test-mode checkout and cancellation, Stripe's events,
 * the free plan. `decide` sees the current plan under a lock on the account's row, so concurrent changes
 * apply one after the other, each seeing the one before; it answers null to change nothing. The current
 * row ends and the new one starts, so the history keeps every period. Returns the account with its new
 * plan and usage, or null when nothing changed.
 */
export async function applyPlan(
  db: Db,
  userId: string,
  decide: (current: SubscriptionRow | null, account: UserRow) => PlanChange | null,
): Promise<{ account: UserRow; plan: SubscriptionRow; usage: UsageCountersRow } | null> {
  return db.transaction(async (tx) => {
    const [account] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!account) return null;
    const [current] = await tx.select().from(subscriptions).where(isCurrentPlanOf(userId));
    const change = decide(current ?? null, account);
    const terms = change?.plan ? limitsOf(change.plan) : current;
    if (!change || !terms) return null;

    const now = new Date();
    if (current) await tx.update(subscriptions).set({ endedAt: now }).where(eq(subscriptions.id, current.id));
    const [plan] = await tx
      .insert(subscriptions)
      .values({
        userId,
        packageType: terms.packageType,
        limitProfiles: terms.limitProfiles,
        limitProposals: terms.limitProposals,
        limitTemplates: terms.limitTemplates,
        status: change.status,
        periodStart: change.periodStart,
        periodEnd: change.periodEnd,
        renews: change.status === 'active' && change.renews,
        stripeSubscriptionId: change.stripe?.subscriptionId ?? null,
        stripeEventAt: change.stripe?.eventAt ?? current?.stripeEventAt ?? null,
        createdAt: now,
      })
      .returning();
    if (!plan) throw new Error('subscription insert returned nothing');
    const fresh = change.newPeriod && countsAfresh(current?.packageType ?? null, plan.packageType);
    const usage = await countersFor(tx, userId, fresh);
    if (change.newPeriod) await startMembersPeriod(tx, userId);
    return { account, plan, usage };
  });
}

const limitsOf = (plan: PackageRow) => ({
  packageType: plan.packageType,
  limitProfiles: plan.freelancerProfiles,
  limitProposals: plan.proposalLetters,
  limitTemplates: plan.templates,
});

/** The account's counters, made with its first plan, the proposal count zeroed when `fresh`. */
async function countersFor(tx: Db, userId: string, fresh: boolean): Promise<UsageCountersRow> {
  const [usage] = await tx
    .insert(usageCounters)
    .values({ userId })
    .onConflictDoUpdate({
      target: usageCounters.userId,
      set: { usedProposals: fresh ? 0 : sql`${usageCounters.usedProposals}` },
    })
    .returning();
  if (!usage) throw new Error('usage counters upsert returned nothing');
  return usage;
}

/** A new billing period of the owner's plan is a new period for every member's proposal count too. */
async function startMembersPeriod(tx: Db, ownerId: string): Promise<void> {
  const owned = tx.select({ id: agencies.id }).from(agencies).where(eq(agencies.createdBy, ownerId));
  const members = tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.agencyId, owned), ne(users.id, ownerId)));
  await tx.update(usageCounters).set({ usedProposals: 0 }).where(inArray(usageCounters.userId, members));
}

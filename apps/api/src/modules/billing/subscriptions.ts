import { eq, sql } from 'drizzle-orm';
import { AGENCY_PACKAGE_TYPE, billingMessages, FREE_PACKAGE_TYPE, type BillingInterval } from '@quillbid/shared';
import type { Db } from '../../db/client.js';
import { packages, users, type PackageRow, type UserRow } from '../../db/schema.js';
import { openAgency, startMembersPeriod } from '../agency/service.js';
import { AppError } from '../../http/errors.js';

export async function findPackage(db: Db, packageType: string): Promise<PackageRow> {
  const [row] = await db.select().from(packages).where(eq(packages.packageType, packageType)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', billingMessages.packageNotFound);
  return row;
}

/** SQL for the proposal count of a new paid period: kept when the period replaces the free plan. */
export const keepUsageFromFreePlan = sql<number>`case when ${users.subscriptionPackageType} = ${FREE_PACKAGE_TYPE} then ${users.usedProposals} else 0 end`;

export function periodEnd(start: Date, interval: BillingInterval): Date {
  const end = new Date(start);
  if (interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/**
 * Starts a billing period on `plan`: the plan's limits from our packages table (never from the client),
 * and a fresh proposal count, except when upgrading from the free plan: what this month used still
 * counts. Profiles and templates keep counting what exists.
 */
export async function startPeriod(db: Db, userId: string, plan: PackageRow, endDate: Date): Promise<void> {
  const [user] = await db
    .update(users)
    .set({
      packageSubscribed: true,
      subscriptionPackageType: plan.packageType,
      subscriptionEndDate: endDate,
      limitProposals: plan.proposalLetters,
      limitProfiles: plan.freelancerProfiles,
      limitTemplates: plan.templates,
      subscriptionRenews: true,
      usedProposals: keepUsageFromFreePlan,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  if (!user) return;
  await startMembersPeriod(db, user.id);
  await openAgencyFor(db, user, plan);
}

/** The agency package opens the subscriber's agency, with the package's member cap. */
export async function openAgencyFor(db: Db, user: UserRow, plan: PackageRow): Promise<void> {
  if (plan.packageType === AGENCY_PACKAGE_TYPE) await openAgency(db, user, plan.addUser);
}

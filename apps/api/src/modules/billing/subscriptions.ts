import { eq } from 'drizzle-orm';
import { AGENCY_PACKAGE_TYPE, billingMessages } from '@quillbid/shared';
import type { Db } from '../../db/client.js';
import { packages, type PackageRow, type UserRow } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { applyPlan } from '../../usage/apply-plan.js';
import { openAgency } from '../agency/index.js';

export async function findPackage(db: Db, packageType: string): Promise<PackageRow> {
  const [row] = await db.select().from(packages).where(eq(packages.packageType, packageType)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', billingMessages.packageNotFound);
  return row;
}

/** Starts a billing period on `plan` now, running to `endDate`. */
export async function startPeriod(db: Db, userId: string, plan: PackageRow, endDate: Date): Promise<void> {
  const started = await applyPlan(db, userId, () => ({
    plan,
    status: 'active',
    periodStart: new Date(),
    periodEnd: endDate,
    renews: true,
    newPeriod: true,
  }));
  if (started) await openAgencyFor(db, started.account, plan);
}

/** The agency package opens the subscriber's agency, with the package's member cap. */
export async function openAgencyFor(db: Db, user: UserRow, plan: PackageRow): Promise<void> {
  if (plan.packageType === AGENCY_PACKAGE_TYPE) await openAgency(db, user, plan.addUser);
}

import type { Package, PackagesResponse } from '@quillbid/shared';
import type { Db } from '../../db/client.js';
import { packages, type PackageRow } from '../../db/schema.js';

const toPackageDto = (row: PackageRow): Package => ({
  _id: row.id,
  packageType: row.packageType,
  name: row.name,
  monthlyPrice: row.monthlyPriceCents,
  annualPrice: row.annualPriceCents,
  trialPeriodDays: row.trialPeriodDays,
  moneyBackGuaranteeDays: row.moneyBackGuaranteeDays,
  emailSupport: row.emailSupport,
  coverLetter: row.coverLetter,
  proposalLetters: row.proposalLetters,
  freelancerProfiles: row.freelancerProfiles,
  templates: row.templates,
  addUser: row.addUser,
});

/** Every package, grouped by packageType in the plans' display order. */
export async function listPackagesByType(db: Db): Promise<PackagesResponse> {
  const rows = await db.select().from(packages).orderBy(packages.sortOrder);
  const grouped: PackagesResponse = {};
  for (const row of rows) (grouped[row.packageType] ??= []).push(toPackageDto(row));
  return grouped;
}

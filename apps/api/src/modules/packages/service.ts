import type { Package, PackagesResponse } from '@quillbid/shared';
import type { Db } from '../../db/client.js';
import { preparedQuery } from '../../db/prepared.js';
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

/** Prepared once per database: the public pricing page and Billing read it on every visit. */
const allPackages = preparedQuery((db) => db.select().from(packages).orderBy(packages.sortOrder).prepare('packages'));

/** Every package, grouped by packageType in the plans' display order. */
export async function listPackagesByType(db: Db): Promise<PackagesResponse> {
  const rows = await allPackages(db).execute();
  const grouped: PackagesResponse = {};
  for (const row of rows) (grouped[row.packageType] ??= []).push(toPackageDto(row));
  return grouped;
}

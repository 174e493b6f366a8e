import { z } from 'zod';

/** One plan. Prices are in cents; limits are per billing period. */
export const packageSchema = z.object({
  _id: z.string(),
  packageType: z.string(),
  name: z.string(),
  monthlyPrice: z.number().int(),
  annualPrice: z.number().int(),
  trialPeriodDays: z.number().int(),
  moneyBackGuaranteeDays: z.number().int(),
  emailSupport: z.boolean(),
  coverLetter: z.boolean(),
  proposalLetters: z.number().int(),
  freelancerProfiles: z.number().int(),
  templates: z.number().int(),
  addUser: z.number().int(),
});
export type Package = z.infer<typeof packageSchema>;

/** `GET packages`: the packages grouped by packageType, each group a list. */
export const packagesResponseSchema = z.record(z.string(), z.array(packageSchema));
export type PackagesResponse = z.infer<typeof packagesResponseSchema>;

export const AGENCY_PACKAGE_TYPE = 'agencyExpansion';
/** Every account that draws on no paid or agency plan is on this one; it renews every month. */
export const FREE_PACKAGE_TYPE = 'free';

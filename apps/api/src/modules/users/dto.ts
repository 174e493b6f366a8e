import type { UsageLimits, User } from '@quillbid/shared';
import type { UserRow } from '../../db/schema.js';

/**
 * The user as the spec names it; secrets (password hash, token version) never leave this mapping. The
 * subscription is the plan holder's: an agency member's is the owner's agency plan (see planHolder).
 */
export function toUserDto(row: UserRow, plan: UserRow = row): User {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    profilePicture: row.profilePicture,
    emailVerification: { verified: row.emailVerified },
    stripeCustomerId: row.stripeCustomerId,
    invitedBy: row.invitedBy,
    packageSubscribed: plan.packageSubscribed,
    agencyId: row.agencyId ? { _id: row.agencyId } : null,
    subscription:
      plan.subscriptionPackageType && plan.subscriptionEndDate
        ? {
            packageType: plan.subscriptionPackageType,
            endDate: plan.subscriptionEndDate.toISOString(),
            renews: plan.packageSubscribed && plan.subscriptionRenews,
            limits: planLimits(plan),
          }
        : null,
    usage: usageOf(row),
    onboardingPending: row.onboardingPending,
    createdAt: row.createdAt.toISOString(),
  };
}

export const planLimits = (plan: UserRow): UsageLimits => ({
  profiles: plan.limitProfiles,
  proposals: plan.limitProposals,
  templates: plan.limitTemplates,
});

export const usageOf = (row: UserRow): UsageLimits => ({
  profiles: row.usedProfiles,
  proposals: row.usedProposals,
  templates: row.usedTemplates,
});

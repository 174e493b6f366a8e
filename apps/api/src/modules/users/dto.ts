import type { User } from '@quillbid/shared';
import type { SubscriptionRow } from '../../db/schema.js';
import { planLimits } from '../../dto/plan.js';
import type { Account } from '../../usage/account.js';

/**
 * The user as the spec names it; secrets (password hash, token version) never leave this mapping. The
 * subscription is the plan holder's: an agency member's is the owner's agency plan (see planHolder).
 */
export function toUserDto(account: Account, plan: SubscriptionRow | null = account.plan): User {
  return {
    _id: account.id,
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    phoneNumber: account.phoneNumber,
    profilePicture: account.profilePicture,
    emailVerification: { verified: account.emailVerified },
    stripeCustomerId: account.stripeCustomerId,
    invitedBy: account.invitedBy,
    packageSubscribed: plan?.status === 'active',
    agencyId: account.agencyId ? { _id: account.agencyId } : null,
    subscription: plan
      ? {
          packageType: plan.packageType,
          endDate: plan.periodEnd.toISOString(),
          renews: plan.status === 'active' && plan.renews,
          limits: planLimits(plan),
        }
      : null,
    usage: account.usage,
    onboardingPending: account.onboardingPending,
    createdAt: account.createdAt.toISOString(),
  };
}

import type { User } from '@quillbid/shared';
import type { UserRow } from '../../db/schema.js';

/** The user as the spec names it; secrets (password hash, token version) never leave this mapping. */
export function toUserDto(row: UserRow): User {
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
    packageSubscribed: row.packageSubscribed,
    agencyId: row.agencyId ? { _id: row.agencyId } : null,
    subscription:
      row.subscriptionPackageType && row.subscriptionEndDate
        ? {
            packageType: row.subscriptionPackageType,
            endDate: row.subscriptionEndDate.toISOString(),
            limits: { profiles: row.limitProfiles, proposals: row.limitProposals, templates: row.limitTemplates },
          }
        : null,
    usage: { profiles: row.usedProfiles, proposals: row.usedProposals, templates: row.usedTemplates },
    createdAt: row.createdAt.toISOString(),
  };
}

export const USAGE_KINDS = ['proposals', 'profiles', 'templates'] as const;
export type UsageKind = (typeof USAGE_KINDS)[number];

/** The spec's words when a plan is missing or used up, per kind of usage. */
export const usageMessages = {
  limitReached: {
    proposals: 'Proposal limit reached, please subscribe again for further assistance',
    profiles: 'Profiles limit reached, please subscribe again for further assistance',
    templates: 'Templates limit reached, please subscribe again for further assistance',
  },
  subscribeFirst: {
    proposals: 'In order to generate Proposal, Please subscribe a package first',
    profiles: 'In order to Create Profile, Please subscribe a package first',
    templates: 'You need to subscribe a package first in order to create template',
  },
} as const satisfies Record<string, Record<UsageKind, string>>;

export const BILLING_INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

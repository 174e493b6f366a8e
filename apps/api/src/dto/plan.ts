import type { UsageLimits } from '@quillbid/shared';
import type { SubscriptionRow } from '../db/schema.js';

/** What a plan allows; used by the users and agency features. */
export const planLimits = (plan: SubscriptionRow): UsageLimits => ({
  profiles: plan.limitProfiles,
  proposals: plan.limitProposals,
  templates: plan.limitTemplates,
});

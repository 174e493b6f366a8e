import type { User } from '@quillbid/shared';
import { z } from 'zod';

export const settingsTabs = ['account', 'packages', 'billing', 'resources'] as const;
export type SettingsTab = (typeof settingsTabs)[number];

export const tabLabels: Record<SettingsTab, string> = {
  account: 'Account',
  packages: 'Packages',
  billing: 'Billing',
  resources: 'Resources',
};

/** Invited members never see plans or billing; usage shows only once a package is subscribed. */
export function visibleTabs(user: User | undefined): SettingsTab[] {
  if (!user || user.invitedBy) return ['account'];
  return user.packageSubscribed ? ['account', 'packages', 'billing', 'resources'] : ['account', 'packages', 'billing'];
}

const navigationStateSchema = z.object({ tab: z.enum(settingsTabs) });

/** Other screens open a tab directly with navigation state `{ tab: 'packages' }`. */
export function requestedTab(state: unknown): SettingsTab | null {
  const parsed = navigationStateSchema.safeParse(state);
  return parsed.success ? parsed.data.tab : null;
}

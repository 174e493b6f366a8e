import BadgeRoundedIcon from '@mui/icons-material/BadgeRounded';
import DescriptionRoundedIcon from '@mui/icons-material/DescriptionRounded';
import GroupsRoundedIcon from '@mui/icons-material/GroupsRounded';
import HistoryRoundedIcon from '@mui/icons-material/HistoryRounded';
import InsightsRoundedIcon from '@mui/icons-material/InsightsRounded';
import SettingsRoundedIcon from '@mui/icons-material/SettingsRounded';
import SpaceDashboardRoundedIcon from '@mui/icons-material/SpaceDashboardRounded';
import WorkRoundedIcon from '@mui/icons-material/WorkRounded';
import { AGENCY_PACKAGE_TYPE, type User } from '@quillbid/shared';
import type { ReactElement } from 'react';

export interface NavItem {
  label: string;
  to: string;
  icon: ReactElement;
  /** Active only on this exact path, not on its children. */
  end?: boolean;
}

/**
 * The sidebar's entries in the spec's order; Agency only for the agency package. Insights (ours, issue 16) follows
 * Proposal History, whose statuses it sums up.
 */
export function navItems(user: User | undefined): NavItem[] {
  const hasAgency = user?.subscription?.packageType === AGENCY_PACKAGE_TYPE;
  return [
    { label: 'Dashboard', to: '/dashboard', icon: <SpaceDashboardRoundedIcon />, end: true },
    { label: 'Job Proposals', to: '/dashboard/job', icon: <WorkRoundedIcon /> },
    { label: 'Proposal Templates', to: '/dashboard/templates', icon: <DescriptionRoundedIcon /> },
    { label: 'Proposal History', to: '/dashboard/history', icon: <HistoryRoundedIcon /> },
    { label: 'Insights', to: '/dashboard/insights', icon: <InsightsRoundedIcon /> },
    { label: 'Freelancer Profiles', to: '/dashboard/profiles', icon: <BadgeRoundedIcon /> },
    ...(hasAgency ? [{ label: 'Agency', to: '/dashboard/agency', icon: <GroupsRoundedIcon /> }] : []),
    { label: 'Settings', to: '/dashboard/settings', icon: <SettingsRoundedIcon /> },
  ];
}

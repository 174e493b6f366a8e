import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import type { AgencyInsights } from '@quillbid/shared';
import { useAgencyInsights, type InsightsRange } from './api';
import { StatsTable, type StatsRow } from './StatsTable';
import { InsightsSection } from './InsightsSection';

function memberRows(members: AgencyInsights['members']): StatsRow[] {
  return members.map((member) => ({
    key: member.userId,
    name: member.name,
    detail: member.email,
    badges: member.isOwner && <Chip size="small" label="Owner" color="primary" variant="outlined" />,
    stats: member,
  }));
}

interface TeamSectionProps {
  agencyId: string;
  range: InsightsRange;
  /** False while the range cannot be asked for (dates out of order). */
  enabled: boolean;
}

/** An agency owner's view of the team: each member's figures and the agency's together, in the same dates. */
export function TeamSection({ agencyId, range, enabled }: TeamSectionProps) {
  const team = useAgencyInsights(agencyId, range, enabled);
  return (
    <InsightsSection title="Team" description="Each member's proposals and the agency's, in these dates.">
      {({ headingId: labelledBy }) => (
        <>
          {enabled && team.isPending && <CircularProgress size={24} aria-label="Loading team figures" />}
          {team.isError && <Alert severity="error">{team.error.message}</Alert>}
          {team.data && (
            <StatsTable
              labelledBy={labelledBy}
              nameHeader="Member"
              rows={memberRows(team.data.members)}
              total={{ key: 'total', name: 'Agency total', stats: team.data.total }}
            />
          )}
        </>
      )}
    </InsightsSection>
  );
}

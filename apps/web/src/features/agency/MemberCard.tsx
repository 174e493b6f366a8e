import PersonRemoveRoundedIcon from '@mui/icons-material/PersonRemoveRounded';
import SettingsRoundedIcon from '@mui/icons-material/SettingsRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AgencyMember, UsageLimits } from '@quillbid/shared';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { MemberUsage } from './MemberUsage';

const usageLines: { label: string; key: keyof UsageLimits }[] = [
  { label: 'Templates', key: 'templates' },
  { label: 'Profiles', key: 'profiles' },
  { label: 'Proposals', key: 'proposals' },
];

export function memberName(member: AgencyMember): string {
  return `${member.firstName} ${member.lastName}`.trim() || member.email;
}

interface MemberCardProps {
  member: AgencyMember;
  isViewer: boolean;
  /** Given to the owner, on every card but their own. */
  onRemove?: () => void;
  removing?: boolean;
}

/** A member of the agency and what they have used of the plan; the viewer's own card links to their settings. */
export function MemberCard({ member, isViewer, onRemove, removing = false }: MemberCardProps) {
  const nameId = useId();
  return (
    <Card component="article" aria-labelledby={nameId} variant="outlined" sx={{ borderRadius: 3 }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Box sx={{ minWidth: 0 }}>
            {member.isOwner && <Chip label="Owner" size="small" color="primary" variant="outlined" sx={{ mb: 1 }} />}
            <Typography id={nameId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {memberName(member)}
            </Typography>
            {/* Long addresses end in an ellipsis; the full one shows on hover. */}
            <Typography variant="body2" color="text.secondary" noWrap title={member.email}>
              {member.email}
            </Typography>
          </Box>
          {isViewer && (
            <IconButton component={RouterLink} to="/dashboard/settings" aria-label="Account settings">
              <SettingsRoundedIcon />
            </IconButton>
          )}
        </Stack>
        <Stack spacing={1.5} sx={{ mt: 2.5 }}>
          {usageLines.map(({ label, key }) => (
            <MemberUsage key={key} label={label} used={member.usage[key]} limit={member.limits[key]} />
          ))}
        </Stack>
      </CardContent>
      {onRemove && (
        <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2, pt: 0 }}>
          <Button
            size="small"
            color="error"
            startIcon={<PersonRemoveRoundedIcon />}
            onClick={onRemove}
            disabled={removing}
            aria-label={`Remove ${memberName(member)}`}
          >
            Remove
          </Button>
        </CardActions>
      )}
    </Card>
  );
}

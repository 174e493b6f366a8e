import EditRoundedIcon from '@mui/icons-material/EditRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Agency } from '@quillbid/shared';
import type { ReactNode } from 'react';

interface AgencyHeaderProps {
  agency: Agency;
  /** Given to the owner only: opens 'Edit Agency Details'. */
  onEdit?: () => void;
  action?: ReactNode;
}

/** The agency's name as the page heading, its description, and the owner's actions. */
export function AgencyHeader({ agency, onEdit, action }: AgencyHeaderProps) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mb: 3, justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
    >
      <title>{`${agency.agencyName} · Quillbid`}</title>
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="h3" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {agency.agencyName}
          </Typography>
          {onEdit && (
            <IconButton onClick={onEdit} aria-label="Edit Agency Details">
              <EditRoundedIcon />
            </IconButton>
          )}
        </Stack>
        {agency.agencyDescription !== '' && (
          <Typography
            color="text.secondary"
            sx={{ mt: 1, maxWidth: 720, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          >
            {agency.agencyDescription}
          </Typography>
        )}
      </Box>
      {action}
    </Stack>
  );
}

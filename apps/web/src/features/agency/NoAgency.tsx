import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { agencyMessages } from '@quillbid/shared';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';

/** Navigation state that opens Settings on its Packages tab. */
const packagesTab = { tab: 'packages' };

export function NoAgency() {
  return (
    <>
      <PageHeader title="Agency" />
      <EmptyState text={agencyMessages.noAgency} />
      <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
        <Button component={RouterLink} to="/dashboard/settings" state={packagesTab} variant="contained">
          View Packages
        </Button>
      </Box>
    </>
  );
}

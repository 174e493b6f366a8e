import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { packageMessages } from '@quillbid/shared';
import { usePackages } from '../../lib/billingApi';
import { PackageCard } from './PackageCard';

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', xl: 'repeat(4, 1fr)' },
};

export function PackagesTab() {
  const { data, isPending, isError } = usePackages();

  if (isPending) {
    return (
      <Box sx={grid} aria-busy="true" aria-label="Loading packages">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rounded" height={380} />
        ))}
      </Box>
    );
  }
  if (isError) return <Alert severity="error">{packageMessages.loadFailed}</Alert>;

  const plans = Object.values(data).flat();
  if (plans.length === 0) return <Typography color="text.secondary">No packages are available right now.</Typography>;
  return (
    <Box sx={grid}>
      {plans.map((plan) => (
        <PackageCard key={plan._id} plan={plan} />
      ))}
    </Box>
  );
}

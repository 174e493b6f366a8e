import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { billingMessages, packageMessages, type BillingInterval } from '@quillbid/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { useTestCheckout } from '../../lib/billingApi';
import { usePackages } from '../../lib/billingApi';
import { PricingCard } from './PricingCard';

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', xl: 'repeat(4, 1fr)' },
};

/** Our own pricing table for test mode, where checkout subscribes without a payment provider. */
export function PricingTable({ currentPackageType }: { currentPackageType: string | null }) {
  const [interval, setBillingInterval] = useState<BillingInterval>('month');
  const packages = usePackages();
  const checkout = useTestCheckout();
  const navigate = useNavigate();

  const subscribe = (packageType: string) =>
    checkout.mutate(
      { packageType, interval },
      {
        onSuccess: () => navigate('/payment/success'),
        onError: (error) => toast.error(billingMessages.paymentFailed, { description: error.message }),
      },
    );

  return (
    <Stack spacing={2.5}>
      <Alert severity="warning">{billingMessages.testModeNotice}</Alert>
      <ToggleButtonGroup
        exclusive
        value={interval}
        onChange={(_event, next: BillingInterval | null) => next && setBillingInterval(next)}
        aria-label="Billing interval"
        size="small"
      >
        <ToggleButton value="month">Monthly</ToggleButton>
        <ToggleButton value="year">Annual</ToggleButton>
      </ToggleButtonGroup>
      {packages.isPending ? (
        <Box sx={grid} aria-busy="true" aria-label="Loading packages">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={320} />
          ))}
        </Box>
      ) : packages.isError ? (
        <Alert severity="error">{packageMessages.loadFailed}</Alert>
      ) : (
        <Box sx={grid}>
          {Object.values(packages.data)
            .flat()
            .map((plan) => (
              <PricingCard
                key={plan._id}
                plan={plan}
                interval={interval}
                disabled={checkout.isPending}
                current={plan.packageType === currentPackageType}
                onSubscribe={() => subscribe(plan.packageType)}
              />
            ))}
        </Box>
      )}
    </Stack>
  );
}

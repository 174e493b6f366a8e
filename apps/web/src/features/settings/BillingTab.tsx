import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { billingMessages, FREE_PACKAGE_TYPE, planMessages, type User } from '@quillbid/shared';
import { PageSpinner } from '../../components/PageSpinner';
import { usePublicConfig } from '../../lib/publicConfig';
import { CurrentPlan } from './CurrentPlan';
import { PricingTable } from './PricingTable';
import { StripePricingTable } from './StripePricingTable';

export function BillingTab({ user }: { user: User }) {
  const config = usePublicConfig();

  if (config.isPending) return <PageSpinner />;
  if (config.isError) return <Alert severity="error">{config.error.message}</Alert>;

  const testMode = config.data.billingMode === 'test';
  const { subscription } = user;
  const onFreePlan = subscription?.packageType === FREE_PACKAGE_TYPE;
  if (user.packageSubscribed && subscription && !onFreePlan) {
    return (
      <CurrentPlan
        subscription={subscription}
        canCancel={testMode}
        portalCustomerId={testMode ? null : user.stripeCustomerId}
      />
    );
  }

  const table = config.data.stripePricingTable;
  const plans = testMode ? (
    <PricingTable currentPackageType={subscription?.packageType ?? null} />
  ) : table ? (
    <StripePricingTable user={user} table={table} />
  ) : (
    <Alert severity="info">{billingMessages.stripeSetupPending}</Alert>
  );
  if (!onFreePlan) return plans;
  // The free plan has nothing to manage: the way up is the plans themselves.
  return (
    <Stack spacing={2.5}>
      <Alert severity="info" variant="outlined">
        {planMessages.freePlanIntro}
      </Alert>
      {plans}
    </Stack>
  );
}

import Alert from '@mui/material/Alert';
import { billingMessages, type User } from '@quillbid/shared';
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
  if (user.packageSubscribed && user.subscription) {
    return (
      <CurrentPlan
        packageType={user.subscription.packageType}
        canCancel={testMode}
        portalCustomerId={testMode ? null : user.stripeCustomerId}
      />
    );
  }
  if (testMode) return <PricingTable />;
  const table = config.data.stripePricingTable;
  if (table) return <StripePricingTable user={user} table={table} />;
  return <Alert severity="info">{billingMessages.stripeSetupPending}</Alert>;
}

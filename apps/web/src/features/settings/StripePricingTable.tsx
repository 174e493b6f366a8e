import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { PublicConfig, User } from '@quillbid/shared';
import { PageSpinner } from '../../components/PageSpinner';
import { useCustomerSession } from '../../lib/billingApi';
import { useExternalScript } from '../../lib/externalScript';
import { paymentErrorText } from './paymentError';

const pricingTableScript = 'https://js.stripe.com/v3/pricing-table.js';

interface StripePricingTableProps {
  user: User;
  table: NonNullable<PublicConfig['stripePricingTable']>;
}

/** Stripe's embedded pricing table, checking out as the user's own Stripe customer. */
export function StripePricingTable({ user, table }: StripePricingTableProps) {
  useExternalScript(pricingTableScript);
  const session = useCustomerSession(user);

  if (session.isPending) return <PageSpinner />;
  if (session.isError) {
    const { title, reason } = paymentErrorText(session.error);
    return (
      <Alert severity="error">
        <AlertTitle>{title}</AlertTitle>
        {reason}
      </Alert>
    );
  }
  return (
    <stripe-pricing-table
      pricing-table-id={table.pricingTableId}
      publishable-key={table.publishableKey}
      customer-session-client-secret={session.data}
      client-reference-id={user._id}
    />
  );
}

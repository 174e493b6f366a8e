import Button from '@mui/material/Button';
import { toast } from '../../lib/toast';
import { useBillingPortal } from '../../lib/billingApi';
import { paymentErrorText } from './paymentError';

/** Opens the customer's Stripe billing portal, where the subscription is changed or cancelled. */
export function BillingPortalButton({ stripeCustomerId }: { stripeCustomerId: string }) {
  const portal = useBillingPortal();

  const open = () =>
    portal.mutate(stripeCustomerId, {
      onSuccess: (url) => window.location.assign(url),
      onError: (error) => {
        const { title, reason } = paymentErrorText(error);
        toast.error(title, { description: reason });
      },
    });

  return (
    <Button variant="contained" onClick={open} disabled={portal.isPending}>
      Manage Subscription
    </Button>
  );
}

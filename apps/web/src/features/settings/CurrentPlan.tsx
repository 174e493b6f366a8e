import { billingMessages, planMessages, type User } from '@quillbid/shared';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatLongDate } from '../../lib/format';
import { usePlanName, useTestCancel } from '../../lib/billingApi';
import { LogoutDialog } from '../../components/LogoutDialog';
import { BillingPortalButton } from './BillingPortalButton';

interface CurrentPlanProps {
  subscription: NonNullable<User['subscription']>;
  /** Test mode cancels here; with Stripe, the customer's billing portal manages the subscription. */
  canCancel: boolean;
  portalCustomerId: string | null;
}

export function CurrentPlan({ subscription, canCancel, portalCustomerId }: CurrentPlanProps) {
  const planName = usePlanName(subscription.packageType);
  const endDate = formatLongDate(subscription.endDate);
  const [dialog, setDialog] = useState<'cancel' | 'logout' | null>(null);
  const cancel = useTestCancel();
  const close = () => setDialog(null);

  const confirmCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        close();
        toast.success(billingMessages.cancelled);
      },
      onError: (error) => toast.error(billingMessages.paymentError, { description: error.message }),
    });

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 560 }}>
      <div>
        <Typography variant="body2" color="text.secondary">
          {planMessages.currentPlan}
        </Typography>
        <Typography variant="h4" component="p">
          {planName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {subscription.renews ? planMessages.renewsOn(endDate) : planMessages.endsOn(endDate)}
        </Typography>
      </div>
      <Stack direction="row" spacing={1.5}>
        {canCancel && (
          <Button variant="contained" onClick={() => setDialog('cancel')}>
            Manage Subscription
          </Button>
        )}
        {portalCustomerId !== null && <BillingPortalButton stripeCustomerId={portalCustomerId} />}
        <Button variant="outlined" onClick={() => setDialog('logout')}>
          Sign Out
        </Button>
      </Stack>
      <ConfirmDialog
        open={dialog === 'cancel'}
        title={billingMessages.cancelTitle}
        text={billingMessages.cancelText}
        confirmLabel="Cancel Subscription"
        onConfirm={confirmCancel}
        onCancel={close}
        pending={cancel.isPending}
      />
      <LogoutDialog open={dialog === 'logout'} onClose={close} />
    </Stack>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { planMessages, usageMessages, type UsageKind, type User } from '@quillbid/shared';
import { Link as RouterLink } from 'react-router';
import { usePlanName } from '../lib/billingApi';
import { useCurrentUser } from '../lib/currentUser';

/** Billing, where the Subscribe action is. */
const billingTab = { pathname: '/dashboard/settings' };
const billingState = { tab: 'billing' };

function UpgradeButton({ label }: { label: string }) {
  return (
    <Button component={RouterLink} to={billingTab} state={billingState} color="inherit" size="small">
      {label}
    </Button>
  );
}

/**
 * What the plan leaves for `kind`, shown at the top of a create page so the user learns about a missing
 * plan or a used-up limit before typing a long form, not on save. An invited member's plan is the
 * agency's: they are told so instead of being offered an upgrade they cannot buy.
 */
export function PlanQuota({ kind }: { kind: UsageKind }) {
  const user = useCurrentUser().data;
  if (!user) return null;
  return <Quota kind={kind} user={user} />;
}

function Quota({ kind, user }: { kind: UsageKind; user: User }) {
  const planName = usePlanName(user.subscription?.packageType ?? '');
  const member = user.invitedBy !== null;
  const action = (label: string) => (member ? undefined : <UpgradeButton label={label} />);

  if (!user.packageSubscribed || !user.subscription) {
    return (
      <Alert severity="info" action={action(planMessages.seePlans)} sx={{ mb: 3 }}>
        {usageMessages.subscribeFirst[kind]}
        {member && ` ${planMessages.fromAgency}`}
      </Alert>
    );
  }
  const remaining = Math.max(0, user.subscription.limits[kind] - user.usage[kind]);
  if (remaining === 0) {
    return (
      <Alert severity="warning" action={action(planMessages.upgrade)} sx={{ mb: 3 }}>
        {usageMessages.limitReached[kind]}
        {member && ` ${planMessages.fromAgency}`}
      </Alert>
    );
  }
  return (
    <Alert severity="info" variant="outlined" action={action(planMessages.upgrade)} sx={{ mb: 3 }}>
      {planMessages.left(kind, remaining, planName)}
    </Alert>
  );
}

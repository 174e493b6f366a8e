import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { planMessages, type User } from '@quillbid/shared';
import { usePlanName } from '../../lib/billingApi';
import { formatLongDate } from '../../lib/format';
import { UsageMeter } from './UsageMeter';

type Subscription = NonNullable<User['subscription']>;

export function ResourcesTab({ subscription, usage }: { subscription: Subscription; usage: User['usage'] }) {
  const { limits } = subscription;
  const planName = usePlanName(subscription.packageType);
  const endDate = formatLongDate(subscription.endDate);
  return (
    <Stack spacing={3} sx={{ maxWidth: 560 }}>
      <Typography variant="h6" component="p">
        {planMessages.planName(planName)}
      </Typography>
      <UsageMeter label="Profiles" used={usage.profiles} limit={limits.profiles} />
      <UsageMeter label="Proposals created" used={usage.proposals} limit={limits.proposals} />
      <UsageMeter label="Templates" used={usage.templates} limit={limits.templates} />
      <Typography color="text.secondary">
        {subscription.renews ? planMessages.renewsOn(endDate) : planMessages.endsOn(endDate)}
      </Typography>
    </Stack>
  );
}

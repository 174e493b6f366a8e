import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { User } from '@quillbid/shared';
import { formatLongDate } from '../../lib/format';
import { UsageMeter } from './UsageMeter';

type Subscription = NonNullable<User['subscription']>;

export function ResourcesTab({ subscription, usage }: { subscription: Subscription; usage: User['usage'] }) {
  const { limits } = subscription;
  return (
    <Stack spacing={3} sx={{ maxWidth: 560 }}>
      <UsageMeter label="Profiles" used={usage.profiles} limit={limits.profiles} />
      <UsageMeter label="Proposals created" used={usage.proposals} limit={limits.proposals} />
      <UsageMeter label="Templates" used={usage.templates} limit={limits.templates} />
      <Typography color="text.secondary">Your subscription ends on {formatLongDate(subscription.endDate)}.</Typography>
    </Stack>
  );
}

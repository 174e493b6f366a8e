import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { planMessages, plural, type BillingInterval, type Package } from '@quillbid/shared';
import { formatCents } from '../../lib/format';

interface PricingCardProps {
  plan: Package;
  interval: BillingInterval;
  disabled: boolean;
  /** The plan the user is on: it cannot be bought again. */
  current: boolean;
  onSubscribe: () => void;
}

export function PricingCard({ plan, interval, disabled, current, onSubscribe }: PricingCardProps) {
  const { name } = plan;
  const price = interval === 'month' ? plan.monthlyPrice : plan.annualPrice;
  return (
    <Card component="article" aria-label={name} sx={{ p: 3, display: 'flex', flexDirection: 'column' }}>
      <Typography variant="h5" component="h3">
        {name}
      </Typography>
      <Typography sx={{ mt: 1.5 }}>
        <Box component="span" sx={{ fontSize: '2rem', fontWeight: 700 }}>
          {formatCents(price)}
        </Box>{' '}
        <Box component="span" sx={{ color: 'text.secondary' }}>
          / {interval}
        </Box>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {plan.trialPeriodDays > 0 ? `${plan.trialPeriodDays}-day free trial` : 'No trial'}
      </Typography>
      <Divider sx={{ my: 2 }} />
      <Box component="ul" sx={{ pl: 2.5, m: 0, mb: 2, flexGrow: 1 }}>
        <Typography component="li" variant="body2">{`${plural(plan.proposalLetters, 'proposal')} a month`}</Typography>
        <Typography component="li" variant="body2">
          {plural(plan.freelancerProfiles, 'freelancer profile')}
        </Typography>
        <Typography component="li" variant="body2">
          {plural(plan.templates, 'template')}
        </Typography>
        {plan.addUser > 0 && (
          <Typography component="li" variant="body2">{`Up to ${plural(plan.addUser, 'team member')}`}</Typography>
        )}
      </Box>
      {current ? (
        <Button variant="outlined" disabled>
          {planMessages.currentPlan}
        </Button>
      ) : (
        <Button variant="contained" onClick={onSubscribe} disabled={disabled}>
          Subscribe
        </Button>
      )}
    </Card>
  );
}

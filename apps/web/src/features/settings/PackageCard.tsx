import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { Package } from '@quillbid/shared';
import { formatCents } from '../../lib/format';

function Feature({ label, value }: { label: string; value: number | boolean }) {
  const text = typeof value === 'boolean' ? (value ? 'YES' : 'NO') : String(value);
  return (
    <Box component="li" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.75 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, display: 'flex', alignItems: 'center', gap: 0.5 }}>
        {typeof value === 'boolean' &&
          (value ? (
            <CheckRoundedIcon fontSize="inherit" color="success" aria-hidden />
          ) : (
            <CloseRoundedIcon fontSize="inherit" color="disabled" aria-hidden />
          ))}
        {text}
      </Typography>
    </Box>
  );
}

export function PackageCard({ plan }: { plan: Package }) {
  return (
    <Card component="article" aria-label={plan.name} sx={{ p: 3, display: 'flex', flexDirection: 'column' }}>
      <Typography variant="h5" component="h3">
        {plan.name}
      </Typography>
      <Typography sx={{ mt: 1.5 }}>
        <Box component="span" sx={{ fontSize: '2rem', fontWeight: 700 }}>
          {formatCents(plan.monthlyPrice)}
        </Box>{' '}
        <Box component="span" sx={{ color: 'text.secondary' }}>
          / month
        </Box>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {formatCents(plan.annualPrice)} billed yearly
      </Typography>
      <Divider sx={{ my: 2 }} />
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        <Feature label="Trial days" value={plan.trialPeriodDays} />
        <Feature label="Money-back guarantee (days)" value={plan.moneyBackGuaranteeDays} />
        <Feature label="Email support" value={plan.emailSupport} />
        <Feature label="Cover letter" value={plan.coverLetter} />
        <Feature label="Proposals" value={plan.proposalLetters} />
        <Feature label="Freelancer profiles" value={plan.freelancerProfiles} />
        <Feature label="Templates" value={plan.templates} />
        <Feature label="Add users up to" value={plan.addUser} />
      </Box>
    </Card>
  );
}

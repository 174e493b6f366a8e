import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { OutcomeStats } from '@quillbid/shared';
import { formatRate } from '../../lib/format';

/** The four figures that sum the range up, as a list of terms and their values. */
export function TotalsSummary({ totals }: { totals: OutcomeStats }) {
  const figures = [
    { term: 'Sent', value: String(totals.sent) },
    { term: 'Reply rate', value: formatRate(totals.replyRate) },
    { term: 'Interview rate', value: formatRate(totals.interviewRate) },
    { term: 'Hire rate', value: formatRate(totals.hireRate) },
  ];
  return (
    <Box component="section" aria-label="Totals">
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2, m: 0 }}
      >
        {figures.map(({ term, value }) => (
          <Paper key={term} variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {term}
            </Typography>
            <Typography component="dd" variant="h3" sx={{ m: 0, mt: 0.5 }}>
              {value}
            </Typography>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}

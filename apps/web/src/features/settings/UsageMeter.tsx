import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

interface UsageMeterProps {
  label: string;
  used: number;
  limit: number;
}

export function UsageMeter({ label, used, limit }: UsageMeterProps) {
  const labelId = useId();
  const percent = limit > 0 ? Math.min(100, (used / limit) * 100) : 100;
  return (
    <Box>
      <Typography id={labelId} sx={{ mb: 0.75 }}>{`${label}: ${used} of ${limit}`}</Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-labelledby={labelId}
        color={used >= limit ? 'error' : 'primary'}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}

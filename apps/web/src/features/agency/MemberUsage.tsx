import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

interface MemberUsageProps {
  label: string;
  used: number;
  limit: number;
}

/** One "used / limit" line of a member card, with a bar that turns red at the limit. */
export function MemberUsage({ label, used, limit }: MemberUsageProps) {
  const labelId = useId();
  const valueId = useId();
  const atLimit = used > 0 && used >= limit;
  const percent = limit > 0 ? Math.min(100, (used / limit) * 100) : atLimit ? 100 : 0;
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', mb: 0.5 }}>
        <Typography id={labelId} variant="body2">
          {label}
        </Typography>
        <Typography id={valueId} variant="body2" color="text.secondary">
          {`${used} / ${limit}`}
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-labelledby={`${labelId} ${valueId}`}
        color={atLimit ? 'error' : 'primary'}
        sx={{ height: 6, borderRadius: 3 }}
      />
    </Box>
  );
}

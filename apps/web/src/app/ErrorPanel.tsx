import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { routeErrorMessages } from '@quillbid/shared';
import type { ReactNode } from 'react';

interface ErrorPanelProps {
  explanation: string;
  /** Beside the Reload button: where else to go. */
  otherAction?: ReactNode;
}

/** Shown by an error boundary in place of a page that threw while rendering or whose code could not be loaded. */
export function ErrorPanel({ explanation, otherAction }: ErrorPanelProps) {
  return (
    <Paper role="alert" variant="outlined" sx={{ p: { xs: 3, md: 5 }, borderRadius: 3.5, textAlign: 'center' }}>
      <title>{`${routeErrorMessages.title} · Quillbid`}</title>
      <Typography variant="h4" component="h1" sx={{ mb: 1.5 }}>
        {routeErrorMessages.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {explanation}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {routeErrorMessages.reload}
        </Button>
        {otherAction}
      </Stack>
    </Paper>
  );
}

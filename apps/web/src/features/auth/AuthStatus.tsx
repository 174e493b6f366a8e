import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import ErrorRoundedIcon from '@mui/icons-material/ErrorRounded';
import MarkEmailReadRoundedIcon from '@mui/icons-material/MarkEmailReadRounded';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface AuthStatusProps {
  state: 'pending' | 'success' | 'error' | 'info';
  title: string;
  text?: string;
  action?: ReactNode;
}

/** The outcome of a one-shot link (verify e-mail, accept invite), announced to screen readers. */
export function AuthStatus({ state, title, text, action }: AuthStatusProps) {
  return (
    <Box role={state === 'error' ? 'alert' : 'status'} sx={{ textAlign: 'center', py: 2 }}>
      <Box sx={{ mb: 2, display: 'flex', justifyContent: 'center' }}>
        {state === 'pending' && <CircularProgress aria-label={title} />}
        {state === 'success' && <CheckCircleRoundedIcon color="success" sx={{ fontSize: 56 }} />}
        {state === 'error' && <ErrorRoundedIcon color="error" sx={{ fontSize: 56 }} />}
        {state === 'info' && <MarkEmailReadRoundedIcon color="primary" sx={{ fontSize: 56 }} />}
      </Box>
      <Typography variant="h5" component="p" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {text && <Typography color="text.secondary">{text}</Typography>}
      {action && <Box sx={{ mt: 3 }}>{action}</Box>}
    </Box>
  );
}

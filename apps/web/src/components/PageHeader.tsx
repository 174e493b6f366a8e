import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A dashboard page's heading and document title, with its main action (if any) on the right. */
export function PageHeader({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mb: 3, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
    >
      <title>{`${title} · Quillbid`}</title>
      <Typography variant="h3" component="h1">
        {title}
      </Typography>
      {action}
    </Stack>
  );
}

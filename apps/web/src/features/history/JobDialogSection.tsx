import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';

interface JobDialogSectionProps<T> {
  title: string;
  /** The section's own query: the dialog opens at once and each section fills in as its answer arrives. */
  query: UseQueryResult<T[]>;
  loadingLabel: string;
  emptyText: string;
  sx?: SxProps<Theme>;
  /** The list, drawn once there is at least one item; `headingId` names it after the section's heading. */
  children: (items: T[], headingId: string) => ReactNode;
}

/** A titled part of a past proposal's view dialog, with its list's loading, error and empty states. */
export function JobDialogSection<T>({ title, query, loadingLabel, emptyText, sx, children }: JobDialogSectionProps<T>) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={sx}>
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {query.isPending && <CircularProgress size={20} aria-label={loadingLabel} />}
      {query.isError && <Alert severity="error">{query.error.message}</Alert>}
      {query.data?.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {emptyText}
        </Typography>
      )}
      {query.data && query.data.length > 0 && children(query.data, headingId)}
    </Box>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { historyMessages, proposalStatusLabels } from '@quillbid/shared';
import { useId } from 'react';
import { formatLongDateTime } from '../../lib/format';
import { useJobEvents } from './api';
import { StatusDot } from './StatusMenu';

/** What became of a proposal, oldest change first, each with when it was marked. */
export function StatusTimeline({ jobId }: { jobId: string }) {
  const events = useJobEvents(jobId);
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        Status history
      </Typography>
      {events.isPending && <CircularProgress size={20} aria-label="Loading status history" />}
      {events.isError && <Alert severity="error">{events.error.message}</Alert>}
      {events.data?.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {historyMessages.noEvents}
        </Typography>
      )}
      {events.data && events.data.length > 0 && (
        <Box component="ol" aria-labelledby={headingId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {events.data.map((event, index) => (
            <Box
              component="li"
              key={`${event.at}-${index}`}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.25, typography: 'body2' }}
            >
              <StatusDot status={event.status} />
              <Box component="span" sx={{ fontWeight: 600, minWidth: 88 }}>
                {proposalStatusLabels[event.status]}
              </Box>
              <Box component="time" dateTime={event.at} sx={{ color: 'text.secondary' }}>
                {formatLongDateTime(event.at)}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

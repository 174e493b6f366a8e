import Box from '@mui/material/Box';
import { historyMessages, proposalStatusLabels } from '@quillbid/shared';
import { formatLongDateTime } from '../../lib/format';
import { useJobEvents } from './api';
import { JobDialogSection } from './JobDialogSection';
import { StatusDot } from './StatusMenu';

/** What became of a proposal, oldest change first, each with when it was marked. */
export function StatusTimeline({ jobId }: { jobId: string }) {
  const events = useJobEvents(jobId);
  return (
    <JobDialogSection
      title="Status history"
      query={events}
      loadingLabel="Loading status history"
      emptyText={historyMessages.noEvents}
      sx={{ mb: 2 }}
    >
      {(items, headingId) => (
        <Box component="ol" aria-labelledby={headingId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.map((event, index) => (
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
    </JobDialogSection>
  );
}

import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { screeningMessages } from '@quillbid/shared';
import { CopyTextButton } from '../../components/CopyTextButton';
import { useJobAnswers } from './api';
import { JobDialogSection } from './JobDialogSection';

/** The screening questions asked with a past proposal, each with the answer drafted then or why it was left. */
export function SavedAnswers({ jobId }: { jobId: string }) {
  const answers = useJobAnswers(jobId);
  return (
    <JobDialogSection
      title={screeningMessages.heading}
      query={answers}
      loadingLabel="Loading screening answers"
      emptyText={screeningMessages.noAnswers}
      sx={{ mt: 3 }}
    >
      {(items) => (
        <Stack component="ol" spacing={1.5} sx={{ m: 0, pl: 2.5 }}>
          {items.map((entry, index) => (
            <Box component="li" key={`${index}:${entry.question}`}>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {entry.question}
              </Typography>
              {entry.answer === null ? (
                <Typography variant="body2" color="text.secondary">
                  {entry.reason}
                </Typography>
              ) : (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', flex: 1 }}>
                    {entry.answer}
                  </Typography>
                  <CopyTextButton
                    text={entry.answer}
                    copied={screeningMessages.copied}
                    failed={screeningMessages.copyFailed}
                    name={screeningMessages.copyLabel(index + 1)}
                  />
                </Stack>
              )}
            </Box>
          ))}
        </Stack>
      )}
    </JobDialogSection>
  );
}

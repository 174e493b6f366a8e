import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { screeningMessages } from '@quillbid/shared';
import { useId } from 'react';
import { CopyTextButton } from '../../components/CopyTextButton';
import { useJobAnswers } from './api';

/** The screening questions asked with a past proposal, each with the answer drafted then or why it was left. */
export function SavedAnswers({ jobId }: { jobId: string }) {
  const answers = useJobAnswers(jobId);
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {screeningMessages.heading}
      </Typography>
      {answers.isPending && <CircularProgress size={20} aria-label="Loading screening answers" />}
      {answers.isError && <Alert severity="error">{answers.error.message}</Alert>}
      {answers.data?.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {screeningMessages.noAnswers}
        </Typography>
      )}
      {answers.data && answers.data.length > 0 && (
        <Stack component="ol" spacing={1.5} sx={{ m: 0, pl: 2.5 }}>
          {answers.data.map((entry, index) => (
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
    </Box>
  );
}

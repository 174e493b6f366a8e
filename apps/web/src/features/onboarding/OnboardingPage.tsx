import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { Link as RouterLink } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { PublicFrame } from '../../components/PublicFrame';
import { useStartOnboarding } from './api';
import { OnboardingQuestionnaire } from './OnboardingQuestionnaire';

export function OnboardingPage() {
  const start = useStartOnboarding();
  return (
    <PublicFrame maxWidth="sm">
      <title>Tell us about your work · Quillbid</title>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3.5 }}>
        {start.isPending && <PageSpinner label="Loading the questionnaire" />}
        {start.isError && <Alert severity="error">{start.error.message}</Alert>}
        {start.isSuccess && <OnboardingQuestionnaire answers={start.data} />}
      </Paper>
      {/* Only once the questionnaire counts as offered, or the dashboard would send the user straight back. */}
      {!start.isPending && (
        <Box sx={{ textAlign: 'center', mt: 3 }}>
          <Link component={RouterLink} to="/dashboard" variant="body2" color="text.secondary">
            Skip for now
          </Link>
        </Box>
      )}
    </PublicFrame>
  );
}

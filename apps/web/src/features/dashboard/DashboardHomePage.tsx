import Typography from '@mui/material/Typography';
import { useCurrentUser } from '../../lib/currentUser';
import { ExtensionCard } from './ExtensionCard';
import { HelpSection } from './HelpSection';

export function DashboardHomePage() {
  const { data: user } = useCurrentUser();
  return (
    <>
      <title>Dashboard · Quillbid</title>
      <Typography variant="h3" component="h1">
        {user ? `Welcome back, ${user.firstName}` : 'Welcome back'}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 4 }}>
        Everything you need to send better proposals, faster.
      </Typography>
      <ExtensionCard />
      <HelpSection />
    </>
  );
}

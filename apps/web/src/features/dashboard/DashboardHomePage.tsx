import Typography from '@mui/material/Typography';
import { useCurrentUser } from '../../lib/currentUser';
import { useAfterHydration } from '../../lib/useHydrated';
import { ExtensionCard } from './ExtensionCard';
import { HelpSection } from './HelpSection';

function Greeting() {
  const user = useAfterHydration(useCurrentUser().data);
  return (
    <Typography variant="h3" component="h1">
      {user ? `Welcome back, ${user.firstName}` : 'Welcome back'}
    </Typography>
  );
}

export function DashboardHomePage() {
  return (
    <>
      <title>Dashboard · Quillbid</title>
      <Greeting />
      <Typography color="text.secondary" sx={{ mt: 1, mb: 4 }}>
        Everything you need to send better proposals, faster.
      </Typography>
      <ExtensionCard />
      <HelpSection />
    </>
  );
}

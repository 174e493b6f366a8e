import Button from '@mui/material/Button';
import { authMessages } from '@quillbid/shared';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AuthLayout } from './AuthLayout';
import { AuthStatus } from './AuthStatus';

export function AcceptInvitePage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const backToSignIn = (
    <Button component={RouterLink} to="/login" variant="contained">
      Back to Sign In
    </Button>
  );

  return (
    <AuthLayout pageTitle="Accept invite" heading="Join your agency">
      {token ? (
        <AuthStatus
          state="info"
          title="You have been invited to an agency"
          text="Accepting agency invitations is coming soon. Keep this email and open the link again shortly."
          action={backToSignIn}
        />
      ) : (
        <AuthStatus state="error" title={authMessages.invalidOrMissingToken} action={backToSignIn} />
      )}
    </AuthLayout>
  );
}

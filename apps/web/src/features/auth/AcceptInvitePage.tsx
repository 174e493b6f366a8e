import { authMessages } from '@quillbid/shared';
import { useSearchParams } from 'react-router';
import { AuthLayout } from './AuthLayout';
import { AuthStatus } from './AuthStatus';
import { BackToSignIn } from './BackToSignIn';

export function AcceptInvitePage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthLayout pageTitle="Accept invite" heading="Join your agency">
      {token ? (
        <AuthStatus
          state="info"
          title="You have been invited to an agency"
          text="Accepting agency invitations is coming soon. Keep this email and open the link again shortly."
          action={<BackToSignIn />}
        />
      ) : (
        <AuthStatus state="error" title={authMessages.invalidOrMissingToken} action={<BackToSignIn />} />
      )}
    </AuthLayout>
  );
}

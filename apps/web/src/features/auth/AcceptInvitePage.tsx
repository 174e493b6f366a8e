import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { agencyMessages, authMessages } from '@quillbid/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AcceptInviteEmailForm } from './AcceptInviteEmailForm';
import { useInviteDetails } from './api';
import { AuthLayout } from './AuthLayout';
import { AuthStatus } from './AuthStatus';
import { BackToSignIn } from './BackToSignIn';
import { GoogleButton } from './GoogleButton';
import { useCompleteGoogleSignIn } from './useCompleteGoogleSignIn';

export function AcceptInvitePage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [withEmail, setWithEmail] = useState(false);
  const google = useCompleteGoogleSignIn();
  const invite = useInviteDetails(token);

  if (!token || invite.isError) {
    return (
      <AuthLayout pageTitle="Accept invite" heading="Join your agency">
        <AuthStatus
          state="error"
          title={token ? invite.error?.message || agencyMessages.invalidInvite : authMessages.invalidOrMissingToken}
          action={<BackToSignIn />}
        />
      </AuthLayout>
    );
  }

  if (invite.isPending) {
    return (
      <AuthLayout pageTitle="Accept invite" heading="Join your agency">
        <AuthStatus state="pending" title={agencyMessages.checkingInvite} />
      </AuthLayout>
    );
  }

  const { invitedByName, agencyName, email } = invite.data;
  return (
    <AuthLayout
      pageTitle="Accept invite"
      heading={`Join ${agencyName}`}
      subheading={`${invitedByName} invited ${email} to the agency on Quillbid. Choose how you want to sign in.`}
    >
      {withEmail ? (
        <AcceptInviteEmailForm token={token} />
      ) : (
        <Stack spacing={2.5}>
          <Button variant="contained" size="large" onClick={() => setWithEmail(true)} disabled={google.busy}>
            Continue with Email
          </Button>
          <GoogleButton
            label="Sign in with Google"
            inviteToken={token}
            onCredential={google.complete}
            disabled={google.busy}
          />
        </Stack>
      )}
    </AuthLayout>
  );
}

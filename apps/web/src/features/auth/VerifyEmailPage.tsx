import { authMessages } from '@quillbid/shared';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useConfirmEmail } from './api';
import { AuthLayout } from './AuthLayout';
import { AuthStatus } from './AuthStatus';
import { BackToSignIn } from './BackToSignIn';
import { useRedirectToLogin } from './useRedirectToLogin';

export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') || null;
  const confirm = useConfirmEmail(token);
  const toLogin = useRedirectToLogin();

  useEffect(() => {
    if (confirm.isSuccess) toLogin({ replace: true });
  }, [confirm.isSuccess, toLogin]);

  return (
    <AuthLayout pageTitle="Verify email" heading="Email verification">
      {token === null && (
        <AuthStatus state="error" title={authMessages.invalidOrMissingToken} action={<BackToSignIn />} />
      )}
      {confirm.isPending && token !== null && <AuthStatus state="pending" title="Verifying your email…" />}
      {confirm.isSuccess && (
        <AuthStatus state="success" title={authMessages.emailVerified} text="Taking you to the sign-in page…" />
      )}
      {confirm.isError && (
        <AuthStatus
          state="error"
          title={authMessages.verificationFailed}
          text={confirm.error.message || authMessages.verificationError}
          action={<BackToSignIn />}
        />
      )}
    </AuthLayout>
  );
}

import { authMessages } from '@quillbid/shared';
import { toast } from '../../lib/toast';
import { useAcceptInviteWithGoogle, useGoogleSignIn } from './signInApi';
import type { GoogleCredential } from './googleSignIn';
import { useFinishLogin } from './useFinishLogin';

/** Sends Google's ID token to the server: a plain sign-in, or accepting the invite the attempt was started for. */
export function useCompleteGoogleSignIn() {
  const signIn = useGoogleSignIn();
  const acceptInvite = useAcceptInviteWithGoogle();
  const finishLogin = useFinishLogin();

  const complete = ({ credential, inviteToken }: GoogleCredential) => {
    const handlers = {
      onSuccess: (response: { token: string; message?: string }) => finishLogin(response, false),
      onError: (error: Error) => toast.error(error.message || authMessages.googleError),
    };
    if (inviteToken === undefined) signIn.run(credential, handlers);
    else acceptInvite.run({ token: inviteToken, credential }, handlers);
  };

  const busy = signIn.isPending || signIn.isSuccess || acceptInvite.isPending || acceptInvite.isSuccess;
  return { complete, busy };
}

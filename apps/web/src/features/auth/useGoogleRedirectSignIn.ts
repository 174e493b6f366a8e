import { authMessages } from '@quillbid/shared';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { useGoogleSignIn } from './api';
import { takeGoogleRedirectResult } from './googleSignIn';
import { useFinishLogin } from './useFinishLogin';

/** Completes a Google sign-in when the browser comes back from Google to this page. */
export function useGoogleRedirectSignIn() {
  const { mutate, isPending, isSuccess } = useGoogleSignIn();
  const finishLogin = useFinishLogin();

  useEffect(() => {
    const result = takeGoogleRedirectResult(window.location.hash);
    if (result === null) return;
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if ('error' in result) {
      toast.error(result.error);
      return;
    }
    mutate(result.credential, {
      onSuccess: (response) => finishLogin(response, false),
      onError: (error) => toast.error(error.message || authMessages.googleError),
    });
    // Runs once per page load: the fragment is consumed on the first run.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { busy: isPending || isSuccess };
}

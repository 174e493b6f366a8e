import { AUTH_REDIRECT_DELAY_MS, authMessages } from '@quillbid/shared';
import { toast } from '../../lib/toast';
import { startSession } from '../../lib/session';
import { useDelayedAction } from '../../lib/useDelayedAction';

/** After any successful sign-in: keep the token, say so, then reload into the dashboard after 2 s. */
export function useFinishLogin(): (response: { token: string; message?: string }, rememberMe: boolean) => void {
  const later = useDelayedAction();
  return ({ token, message }, rememberMe) => {
    startSession(token, rememberMe);
    toast.success(message ?? authMessages.loginSucceeded);
    // The spec reloads the page, so no state from before the sign-in survives into the dashboard.
    later(() => window.location.assign('/dashboard'), AUTH_REDIRECT_DELAY_MS);
  };
}

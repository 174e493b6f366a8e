import { AUTH_REDIRECT_DELAY_MS, authMessages } from '@quillbid/shared';
import { toast } from '../../lib/toast';
import { startSession } from '../../lib/session';
import { useDelayedAction } from '../../lib/useDelayedAction';
import { landingPage } from './landingPage';

/**
 * After any successful sign-in: keep the token, say so, then reload after 2 s into the dashboard, or into the
 * questionnaire for a new account (asked for during the wait, so it costs no time).
 */
export function useFinishLogin(): (response: { token: string; message?: string }, rememberMe: boolean) => void {
  const later = useDelayedAction();
  return ({ token, message }, rememberMe) => {
    startSession(token, rememberMe);
    toast.success(message ?? authMessages.loginSucceeded);
    const destination = landingPage(AUTH_REDIRECT_DELAY_MS);
    // The spec reloads the page, so no state from before the sign-in survives into the dashboard.
    later(() => void destination.then((path) => window.location.assign(path)), AUTH_REDIRECT_DELAY_MS);
  };
}

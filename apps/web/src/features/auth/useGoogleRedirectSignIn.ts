import { useEffect } from 'react';
import { toast } from '../../lib/toast';
import { relayGoogleResultToOpener } from './googlePopup';
import { takeGoogleRedirectResult, type GoogleCredential } from './googleSignIn';

/**
 * Google sends every attempt back to /login. In the sign-in popup this hands the answer to the opener;
 * after a full-page redirect (the popup was blocked) it completes the sign-in here.
 */
export function useGoogleRedirectSignIn(complete: (result: GoogleCredential) => void) {
  useEffect(() => {
    if (relayGoogleResultToOpener()) return;
    const result = takeGoogleRedirectResult(window.location.hash);
    if (result === null) return;
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if ('error' in result) toast.error(result.error);
    else complete(result);
    // Runs once per page load: the fragment is consumed on the first run.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

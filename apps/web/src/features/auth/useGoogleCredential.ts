import { useCallback, useEffect, useRef } from 'react';
import { toast } from '../../lib/toast';
import { listenForGoogleResult } from './googlePopup';
import { startGoogleSignIn, type GoogleCredential } from './googleSignIn';

/**
 * Returns a function that opens Google's sign-in popup and hands the verified-for-this-browser ID token
 * to `onCredential`. When the popup is blocked the page goes to Google instead, and /login completes it.
 */
export function useGoogleCredential(
  onCredential: (result: GoogleCredential) => void,
): (clientId: string, inviteToken?: string) => void {
  const latest = useRef(onCredential);
  const stopListening = useRef<() => void>(() => {});

  useEffect(() => {
    latest.current = onCredential;
  });
  useEffect(() => () => stopListening.current(), []);

  return useCallback((clientId, inviteToken) => {
    // A second click starts a new attempt in the same named popup; only its answer counts.
    stopListening.current();
    const popup = startGoogleSignIn(clientId, inviteToken);
    if (popup === null) return;
    stopListening.current = listenForGoogleResult(popup, (result) => {
      if ('error' in result) toast.error(result.error);
      else latest.current(result);
    });
  }, []);
}

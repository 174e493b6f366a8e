import { authMessages } from '@quillbid/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from '../lib/toast';
import { clearSession } from '../lib/session';

/** Drops the token, the cached session data and every cached query, then tells the user why. */
export function useEndExpiredSession(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    clearSession();
    queryClient.clear();
    // One toast even when several requests are rejected at once.
    toast.info(authMessages.sessionExpired, { id: 'session-expired' });
  }, [queryClient]);
}

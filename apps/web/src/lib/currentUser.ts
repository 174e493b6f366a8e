import { authMessages, userSchema, type User } from '@quillbid/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api';
import { cacheUser, readCachedUser, sessionStatus } from './session';

export const currentUserKey = ['currentUser'] as const;

async function fetchCurrentUser(signal: AbortSignal): Promise<User> {
  const result = await apiRequest<unknown>('users', { signal });
  if (result.error !== null) throw new Error(result.error || authMessages.authContextFailed);
  const parsed = userSchema.safeParse(result.data);
  if (!parsed.success) throw new Error(authMessages.authContextFailed);
  cacheUser(parsed.data);
  return parsed.data;
}

/** The signed-in user; loaded only while the session token is present and unexpired. */
export function useCurrentUser() {
  return useQuery({
    queryKey: currentUserKey,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    enabled: sessionStatus() === 'valid',
    initialData: readCachedUser,
    // The cached copy only bridges the first paint; the server's answer replaces it straight away.
    initialDataUpdatedAt: 0,
  });
}

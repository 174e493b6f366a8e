import { authMessages, userSchema, type User } from '@quillbid/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
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

/** Shared with the start of the app, which asks for the user while the page's code downloads. */
export const currentUserQuery = queryOptions({
  queryKey: currentUserKey,
  queryFn: ({ signal }) => fetchCurrentUser(signal),
  initialData: readCachedUser,
  // The cached copy only bridges the first paint; the server's answer replaces it straight away.
  initialDataUpdatedAt: 0,
});

/** The signed-in user; loaded only while the session token is present and unexpired. */
export function useCurrentUser() {
  return useQuery({ ...currentUserQuery, enabled: sessionStatus() === 'valid' });
}

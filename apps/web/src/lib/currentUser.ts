import { authMessages, SESSION_STORAGE_KEY, userSchema, type User } from '@quillbid/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, type ApiResult } from './api';
import { sessionStatus } from './session';

export const currentUserKey = ['currentUser'] as const;

const sessionDataSchema = z.object({ user: userSchema });

/** The user cached from the last load, so the layout can render at once after a reload. */
export function readCachedUser(): User | undefined {
  // Pre-rendering the dashboard at build time has no browser storage, and no user either.
  if (typeof localStorage === 'undefined') return undefined;
  const raw = localStorage.getItem(SESSION_STORAGE_KEY);
  if (raw === null) return undefined;
  try {
    const parsed = sessionDataSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data.user : undefined;
  } catch {
    return undefined;
  }
}

export function cacheUser(user: User): void {
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ user }));
}

/** The user in the server's answer to `GET users`, checked and cached; throws the message to show otherwise. */
export function readCurrentUser(result: ApiResult<unknown>): User {
  if (result.error !== null) throw new Error(result.error || authMessages.authContextFailed);
  const parsed = userSchema.safeParse(result.data);
  if (!parsed.success) throw new Error(authMessages.authContextFailed);
  cacheUser(parsed.data);
  return parsed.data;
}

async function fetchCurrentUser(signal: AbortSignal): Promise<User> {
  return readCurrentUser(await apiRequest<unknown>('users', { signal }));
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

import { authMessages, type LoginInput, type tokenResponseSchema } from '@quillbid/shared';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api';
import { unwrap } from '../../lib/query';
import { useAsyncAction } from '../../lib/useAsyncAction';
import { loadAuthSchemas } from './lazySchemas';

// The calls that sign a visitor in, apart from the rest of the auth API: the sign-in page runs without TanStack
// Query (app/SignInApp.tsx).

type TokenResponse = z.infer<typeof tokenResponseSchema>;

async function requestToken(path: string, body: unknown, failure: string): Promise<TokenResponse> {
  const data = unwrap(await apiRequest<unknown>(path, { method: 'POST', body }));
  const { tokenResponseSchema } = await loadAuthSchemas();
  const parsed = tokenResponseSchema.safeParse(data);
  if (!parsed.success) throw new Error(failure);
  return parsed.data;
}

const logIn = (input: Required<LoginInput>) => requestToken('auth/login', input, authMessages.loginFailed);

/** DESIGN decision 1: the server verifies Google's ID token; the browser sends only the token. */
const signInWithGoogle = (credential: string) =>
  requestToken('auth/firebase-auth', { loginVia: 'google', credential }, authMessages.googleFailed);

/** Accepting an agency invite with Google signs the invitee straight in. */
const acceptInviteWithGoogle = ({ token, credential }: { token: string; credential: string }) =>
  requestToken('users/verify-invite', { token, loginVia: 'google', credential }, authMessages.googleFailed);

export const useLogin = () => useAsyncAction(logIn);
export const useGoogleSignIn = () => useAsyncAction(signInWithGoogle);
export const useAcceptInviteWithGoogle = () => useAsyncAction(acceptInviteWithGoogle);

import type { InviteDetails, messageResponseSchema, RegisterInput } from '@quillbid/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api';
import { unwrap } from '../../lib/query';

type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Who invited whom; a POST run as a query keyed by the token, so it is sent once per token. */
export function useInviteDetails(token: string | null) {
  return useQuery({
    queryKey: ['inviteDetails', token],
    queryFn: async () =>
      unwrap(await apiRequest<InviteDetails>('users/invite-details', { method: 'POST', body: { token } })),
    enabled: token !== null,
    staleTime: Infinity,
    retry: false,
  });
}

/** Accepting by e-mail sets the invitee's name and password; they sign in afterwards. */
export function useAcceptInviteWithEmail() {
  return useMutation({
    mutationFn: async (input: { token: string; firstName: string; lastName: string; password: string }) =>
      unwrap(
        await apiRequest<MessageResponse>('users/verify-invite', {
          method: 'POST',
          body: { ...input, loginVia: 'email' },
        }),
      ),
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: async (input: RegisterInput) =>
      unwrap(await apiRequest<MessageResponse>('auth/register', { method: 'POST', body: input })),
  });
}

/**
 * Confirming is a POST, but it runs as a query keyed by the token: the request is made once per token
 * even when the page's effects run twice, and a second call would fail because tokens are single use.
 */
export function useConfirmEmail(token: string | null) {
  return useQuery({
    queryKey: ['confirmEmail', token],
    queryFn: async () =>
      unwrap(await apiRequest<MessageResponse>(`auth/confirm/${encodeURIComponent(token ?? '')}`, { method: 'POST' })),
    enabled: token !== null,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function usePasswordResetRequest() {
  return useMutation({
    mutationFn: async (input: { email: string }) =>
      unwrap(await apiRequest<MessageResponse>('auth/password-reset-request', { method: 'POST', body: input })),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: async (input: { password: string; token: string }) =>
      unwrap(await apiRequest<MessageResponse>('auth/reset-password', { method: 'POST', body: input })),
  });
}

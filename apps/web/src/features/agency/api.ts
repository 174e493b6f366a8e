import type { Agency, AgencyMember, PendingInvite, UpdateAgencyInput } from '@quillbid/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { agencyKey } from '../../lib/agencyApi';
import { apiRequest } from '../../lib/api';
import { unwrap } from '../../lib/query';

// The agency itself is read by the insights page too (is the user its owner?), so its query lives in lib.
export { agencyKey, useAgency } from '../../lib/agencyApi';
export const agencyMembersKey = (agencyId: string) => ['agency-members', agencyId] as const;
export const pendingInvitesKey = (agencyId: string) => ['agency-invites', agencyId] as const;

const agencyPath = (agencyId: string) => `agency/${encodeURIComponent(agencyId)}`;

/** Verified members only, the owner first (the server's order). */
export function useAgencyMembers(agencyId: string) {
  return useQuery({
    queryKey: agencyMembersKey(agencyId),
    queryFn: async ({ signal }) =>
      unwrap(
        await apiRequest<{ data: { users: AgencyMember[] } }>(
          `agency/get-all-agency-members/${encodeURIComponent(agencyId)}`,
          { signal },
        ),
      ).data.users,
  });
}

export function useUpdateAgency(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateAgencyInput) =>
      unwrap(
        await apiRequest<{ message: string; agency: Agency }>(`agency/update-agency/${encodeURIComponent(agencyId)}`, {
          method: 'PATCH',
          body: input,
        }),
      ),
    onSuccess: () => invalidate(queryClient, agencyId),
  });
}

export function useInviteMember(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (email: string) =>
      unwrap(await apiRequest<{ message: string }>('users/invite-user', { method: 'POST', body: { email } })),
    onSuccess: () => invalidate(queryClient, agencyId),
  });
}

/** The owner's invites not yet accepted; only the owner may ask, so others never load it. */
export function usePendingInvites(agencyId: string, enabled: boolean) {
  return useQuery({
    queryKey: pendingInvitesKey(agencyId),
    queryFn: async ({ signal }) =>
      unwrap(await apiRequest<{ invites: PendingInvite[] }>(`${agencyPath(agencyId)}/invites`, { signal })).invites,
    enabled,
  });
}

export function useResendInvite(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (inviteId: string) =>
      unwrap(
        await apiRequest<{ message: string; invite: PendingInvite }>(
          `${agencyPath(agencyId)}/invites/${encodeURIComponent(inviteId)}/resend`,
          { method: 'POST' },
        ),
      ),
    onSuccess: () => invalidate(queryClient, agencyId),
  });
}

/** Deletes one of the agency's invites or members by its id; the answer is the message to show. */
function useDeleteFromAgency(agencyId: string, collection: 'invites' | 'members') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      unwrap(
        await apiRequest<{ message: string }>(`${agencyPath(agencyId)}/${collection}/${encodeURIComponent(id)}`, {
          method: 'DELETE',
        }),
      ),
    onSuccess: () => invalidate(queryClient, agencyId),
  });
}

export function useRevokeInvite(agencyId: string) {
  return useDeleteFromAgency(agencyId, 'invites');
}

export function useRemoveMember(agencyId: string) {
  return useDeleteFromAgency(agencyId, 'members');
}

/** Every change to seats shows in all three: the count, the member cards and the pending invites. */
function invalidate(queryClient: ReturnType<typeof useQueryClient>, agencyId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: agencyKey(agencyId) }),
    queryClient.invalidateQueries({ queryKey: agencyMembersKey(agencyId) }),
    queryClient.invalidateQueries({ queryKey: pendingInvitesKey(agencyId) }),
  ]);
}

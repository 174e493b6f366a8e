import type { Profile, ProfileInput } from '@quillbid/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { currentUserKey } from '../../lib/currentUser';
import { profilesKey } from '../../lib/profilesApi';
import { unwrap } from '../../lib/query';

interface ProfileSaved {
  profile: Profile;
  message: string;
}

export function useProfile(profileId: string) {
  return useQuery({
    queryKey: [...profilesKey, profileId],
    queryFn: async ({ signal }) =>
      unwrap(await apiRequest<{ profile: Profile }>(`profile/${encodeURIComponent(profileId)}`, { signal })).profile,
  });
}

/** Skills from the user's other profiles, offered as suggestions. */
export function useSkillSuggestions() {
  return useQuery({
    queryKey: [...profilesKey, 'skills'],
    queryFn: async ({ signal }) => unwrap(await apiRequest<{ skills: string[] }>('profile/skills', { signal })).skills,
  });
}

/** Creates a profile, or updates it when `profileId` is given. */
export function useSaveProfile(profileId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ProfileInput) =>
      unwrap(
        await apiRequest<ProfileSaved>(profileId ? `profile/${encodeURIComponent(profileId)}` : 'profile', {
          method: profileId ? 'PATCH' : 'POST',
          body: input,
        }),
      ),
    onSuccess: () => invalidate(queryClient),
  });
}

export function useDeleteProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (profileId: string) =>
      unwrap(await apiRequest<{ message: string }>(`profile/${encodeURIComponent(profileId)}`, { method: 'DELETE' })),
    onSuccess: () => invalidate(queryClient),
  });
}

// The user's usage counts (settings → resources) change with the list.
function invalidate(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: profilesKey }),
    queryClient.invalidateQueries({ queryKey: currentUserKey }),
  ]);
}

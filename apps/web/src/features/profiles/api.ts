import type { ExtensionProfileImport, Profile, ProfileImportResponse, ProfileInput } from '@quillbid/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { currentUserKey } from '../../lib/currentUser';
import { askExtension, EXTENSION_TAKE_TIMEOUT_MS } from '../../lib/extension';
import { profilesKey } from '../../lib/profilesApi';
import { publicConfigQuery } from '../../lib/publicConfig';
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

/** Reads a profile page's text into a draft for the new-profile form; saves nothing. */
export function useImportProfile() {
  return useMutation({
    mutationFn: async (text: string) =>
      unwrap(await apiRequest<ProfileImportResponse>('profile/import', { method: 'POST', body: { text } })),
  });
}

/**
 * Takes the profile page text the extension read for this app, or null when no extension of ours answers or it
 * has nothing waiting. The extension hands the text over once: a mutation, asked once, not a query refetched.
 */
export function useTakeExtensionImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<ExtensionProfileImport | null> => {
      const config = await queryClient.ensureQueryData(publicConfigQuery);
      const reply = await askExtension(
        config.extensionIds,
        { type: 'quillbid:take-profile-import' },
        EXTENSION_TAKE_TIMEOUT_MS,
      );
      return reply?.text ? { text: reply.text, url: reply.url } : null;
    },
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

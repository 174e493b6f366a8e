import type { ExtensionProfileImport, Profile, ProfileImportResponse, ProfileInput } from '@quillbid/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { askExtension, EXTENSION_TAKE_TIMEOUT_MS } from '../../lib/extension';
import { ownedRecordHooks } from '../../lib/ownedRecordApi';
import { profilesKey } from '../../lib/profilesApi';
import { publicConfigQuery } from '../../lib/publicConfig';
import { unwrap } from '../../lib/query';

export const {
  useRecord: useProfile,
  useSave: useSaveProfile,
  useDelete: useDeleteProfile,
} = ownedRecordHooks<'profile', Profile, ProfileInput>('profile', profilesKey);

/** Skills from the user's other profiles, offered as suggestions. */
export function useSkillSuggestions() {
  return useQuery({
    queryKey: [...profilesKey, 'skills'],
    queryFn: async ({ signal }) => unwrap(await apiRequest<{ skills: string[] }>('profile/skills', { signal })).skills,
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

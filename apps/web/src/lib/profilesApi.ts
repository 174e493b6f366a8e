import type { Profile } from '@quillbid/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api';
import { unwrap } from './query';

/** Every profile query lives under this key, so one invalidation refreshes lists, details and skills. */
export const profilesKey = ['profiles'] as const;

/** The user's profiles: listed on the profiles page and offered by the template form. */
export function useProfiles() {
  return useQuery({
    queryKey: profilesKey,
    queryFn: async ({ signal }) => unwrap(await apiRequest<{ profiles: Profile[] }>('profile', { signal })).profiles,
  });
}

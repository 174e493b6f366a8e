import type { PublicConfig } from '@quillbid/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api';
import { unwrap } from './query';

/** Which optional integrations the server has (Google sign-in, real billing); fetched once per visit. */
export function usePublicConfig() {
  return useQuery({
    queryKey: ['publicConfig'],
    queryFn: async ({ signal }) => unwrap(await apiRequest<PublicConfig>('config', { signal })),
    staleTime: Infinity,
  });
}

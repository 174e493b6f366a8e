import type { PublicConfig } from '@quillbid/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api';
import { unwrap } from './query';

/** Shared with code that needs the config inside another query or a mutation (`ensureQueryData`). */
export const publicConfigQuery = queryOptions({
  queryKey: ['publicConfig'],
  queryFn: async ({ signal }) => unwrap(await apiRequest<PublicConfig>('config', { signal })),
  staleTime: Infinity,
});

/**
 * Which optional integrations the server has (Google sign-in, real billing) and where its links lead (the
 * extension's store listing, the help tiles); fetched once per visit.
 */
export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestPublicConfig } from './publicConfigRequest';

/** Shared with code that needs the config inside another query or a mutation (`ensureQueryData`). */
export const publicConfigQuery = queryOptions({
  queryKey: ['publicConfig'],
  queryFn: ({ signal }) => requestPublicConfig(signal),
  staleTime: Infinity,
});

/** The server's public config (lib/publicConfigRequest.ts), fetched once per visit. */
export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}

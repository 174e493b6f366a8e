import type { Agency } from '@quillbid/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api';
import { unwrap } from './query';

export const agencyKey = (agencyId: string) => ['agency', agencyId] as const;

/** The user's agency: its page shows it, and its `createdBy` says who owns it (spec section 6). */
export function useAgency(agencyId: string, enabled = true) {
  return useQuery({
    queryKey: agencyKey(agencyId),
    queryFn: async ({ signal }) =>
      unwrap(await apiRequest<{ agency: Agency }>(`agency/${encodeURIComponent(agencyId)}`, { signal })).agency,
    enabled,
  });
}

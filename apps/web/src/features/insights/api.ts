import { AGENCY_PACKAGE_TYPE, type AgencyInsights, type Insights } from '@quillbid/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAgency } from '../../lib/agencyApi';
import { apiRequest } from '../../lib/api';
import { useCurrentUser } from '../../lib/currentUser';
import { insightsKey } from '../../lib/jobsApi';
import { unwrap } from '../../lib/query';

export interface InsightsRange {
  /** 'YYYY-MM-DD', both included; undefined for no bound. */
  from?: string;
  to?: string;
}

function withRange(path: string, { from, to }: InsightsRange): string {
  const params = new URLSearchParams();
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** What became of the user's proposals written in the range: totals, per template and profile, over time. */
export function useInsights(range: InsightsRange, enabled = true) {
  return useQuery({
    queryKey: [...insightsKey, 'own', range],
    queryFn: async ({ signal }) => unwrap(await apiRequest<Insights>(withRange('insights', range), { signal })),
    // The last range's figures stay on screen while another range loads.
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Each member's figures and the agency's, in the same range; only the agency's owner may ask. */
export function useAgencyInsights(agencyId: string, range: InsightsRange, enabled = true) {
  return useQuery({
    queryKey: [...insightsKey, 'agency', agencyId, range],
    queryFn: async ({ signal }) =>
      unwrap(
        await apiRequest<AgencyInsights>(withRange(`agency/${encodeURIComponent(agencyId)}/insights`, range), {
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * The agency the user owns, when on the agency package: the id of the agency whose `createdBy` is the user
 * (spec section 6, as the agency page decides it), else null (not an owner, or not known yet).
 */
export function useOwnedAgencyId(): string | null {
  const { data: user } = useCurrentUser();
  const agencyId = user?.subscription?.packageType === AGENCY_PACKAGE_TYPE ? user.agencyId?._id : undefined;
  const agency = useAgency(agencyId ?? '', agencyId !== undefined);
  return agencyId !== undefined && user !== undefined && agency.data?.createdBy === user._id ? agencyId : null;
}

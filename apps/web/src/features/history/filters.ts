import { PROPOSAL_STATUSES, type HistoryFilter, type ProposalStatus } from '@quillbid/shared';
import { isIsoDay } from '../../components/DateRangeFields';

export type { HistoryFilter };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isStatus = (value: string): value is ProposalStatus => (PROPOSAL_STATUSES as readonly string[]).includes(value);

/** The order the filters take in the URL and in requests. */
const FILTER_KEYS = ['search', 'status', 'templateId', 'profileId', 'from', 'to'] as const;

/**
 * The history's filters as the page's query string holds them. A value that could not have come from the
 * filter controls (a status we do not know, an id or a day of the wrong form) is ignored rather than sent.
 */
export function readFilters(params: URLSearchParams): HistoryFilter {
  const text = (key: string) => params.get(key)?.trim() || undefined;
  const status = text('status');
  const from = text('from');
  const to = text('to');
  const id = (key: string) => {
    const value = text(key);
    return value !== undefined && UUID.test(value) ? value : undefined;
  };
  return {
    search: text('search') ?? '',
    status: status !== undefined && isStatus(status) ? status : undefined,
    templateId: id('templateId'),
    profileId: id('profileId'),
    from: from !== undefined && isIsoDay(from) ? from : undefined,
    to: to !== undefined && isIsoDay(to) ? to : undefined,
  };
}

/** The filters that are set, as query parameters: for the URL, the list request and the CSV export. */
export function filterParams(filters: HistoryFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return params;
}

export const hasFilters = (filters: HistoryFilter): boolean => filterParams(filters).toString() !== '';

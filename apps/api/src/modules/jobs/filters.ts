import { and, eq, gte, ilike, lt, or, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { HistoryFilter } from '@quillbid/shared';
import { dayRange } from '../../db/days.js';
import { jobs } from '../../db/schema.js';

/** Search terms are matched literally: `%`, `_` and backslashes lose their LIKE meaning. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// Both columns have a trigram index (migration 0012), so a search reads only the rows that can match.
export const matchingSearch = (pattern: string | SQLWrapper) =>
  or(ilike(jobs.jobTitle, pattern), ilike(jobs.jobDescription, pattern));

/** Whether a request narrows the history by more than a search (the pages without are prepared queries). */
export const hasFilters = (filter: HistoryFilter): boolean =>
  filter.status !== undefined ||
  filter.templateId !== undefined ||
  filter.profileId !== undefined ||
  filter.from !== undefined ||
  filter.to !== undefined;

/**
 * The history's filters and search as one condition on `jobs` (the owner is the caller's to add). Status,
 * template and profile each have an index (migration 0014); dates bound the owner's (created_at) index.
 */
export function filterCondition(filter: HistoryFilter): SQL | undefined {
  const { start, end } = dayRange(filter);
  return and(
    filter.search === '' ? undefined : matchingSearch(likePattern(filter.search)),
    filter.status === undefined ? undefined : eq(jobs.status, filter.status),
    filter.templateId === undefined ? undefined : eq(jobs.templateId, filter.templateId),
    filter.profileId === undefined ? undefined : eq(jobs.profileId, filter.profileId),
    start === undefined ? undefined : gte(jobs.createdAt, start),
    end === undefined ? undefined : lt(jobs.createdAt, end),
  );
}

import type { Job, JobPage, ProposalStatus, ScreeningAnswer, StatusEvent } from '@quillbid/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiDownload, apiRequest } from '../../lib/api';
import { currentUserKey } from '../../lib/currentUser';
import { saveFile } from '../../lib/download';
import { insightsKey, jobsKey } from '../../lib/jobsApi';
import { unwrap } from '../../lib/query';
import { filterParams, type HistoryFilter } from './filters';

export const HISTORY_PAGE_SIZE = 20;
/** The export's name when the server suggests none. */
const EXPORT_FILENAME = 'proposals.csv';

const pagesKey = [...jobsKey, 'pages'] as const;
const pageKey = (page: number, filters: HistoryFilter) => [...pagesKey, { page, ...filters }];
const eventsKey = (jobId: string) => [...jobsKey, 'events', jobId] as const;
const answersKey = (jobId: string) => [...jobsKey, 'answers', jobId] as const;
const jobPath = (jobId: string) => `job/${encodeURIComponent(jobId)}`;

/**
 * One page of past proposals, newest first; the search, filters and paging happen on the server. When the
 * page before is loaded (the user is stepping through), its last proposal says where this page starts, and
 * the server goes straight there however deep the history is (`after`), rather than counting pages.
 * `enabled` is false while the filters cannot be asked for (dates out of order).
 */
export function useJobs(page: number, filters: HistoryFilter, enabled = true) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: pageKey(page, filters),
    queryFn: async ({ signal }) => {
      const pageBefore = page > 1 ? queryClient.getQueryData<JobPage>(pageKey(page - 1, filters)) : undefined;
      const after = pageBefore?.jobs.at(-1)?._id;
      const params = new URLSearchParams({
        page: String(page),
        pageSize: String(HISTORY_PAGE_SIZE),
        search: filters.search,
      });
      for (const [key, value] of filterParams({ ...filters, search: '' })) params.set(key, value);
      if (after) params.set('after', after);
      return unwrap(await apiRequest<JobPage>(`job?${params.toString()}`, { signal }));
    },
    // The current page stays on screen while the next one loads, instead of a spinner per keystroke or click.
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** What became of a proposal, oldest change first; asked for while its view dialog is open. */
export function useJobEvents(jobId: string | null) {
  return useQuery({
    queryKey: eventsKey(jobId ?? ''),
    queryFn: async ({ signal }) =>
      unwrap(await apiRequest<{ events: StatusEvent[] }>(`${jobPath(jobId ?? '')}/events`, { signal })).events,
    enabled: jobId !== null,
  });
}

/** The drafted answers to the screening questions asked with a proposal; asked for while its view dialog is open. */
export function useJobAnswers(jobId: string | null) {
  return useQuery({
    queryKey: answersKey(jobId ?? ''),
    queryFn: async ({ signal }) =>
      unwrap(await apiRequest<{ answers: ScreeningAnswer[] }>(`${jobPath(jobId ?? '')}/answers`, { signal })).answers,
    enabled: jobId !== null,
    // Answers are written once, with the proposal.
    staleTime: Infinity,
  });
}

/** The answer of a status change and of its undo: the proposal as it now is, and its whole timeline. */
interface StatusAnswer {
  job: Job;
  events: StatusEvent[];
}

/** Replaces one proposal wherever a loaded page shows it. */
function replaceJob(queryClient: QueryClient, jobId: string, update: (job: Job) => Job) {
  queryClient.setQueriesData<JobPage>({ queryKey: pagesKey }, (page) =>
    page ? { ...page, jobs: page.jobs.map((job) => (job._id === jobId ? update(job) : job)) } : page,
  );
}

function applyAnswer(queryClient: QueryClient, { job, events }: StatusAnswer) {
  replaceJob(queryClient, job._id, () => job);
  queryClient.setQueryData(eventsKey(job._id), events);
}

/** A status filter may now leave the proposal out, and the insights count it differently. */
function refreshAfterStatus(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: pagesKey }),
    queryClient.invalidateQueries({ queryKey: insightsKey }),
  ]);
}

interface StatusChange {
  jobId: string;
  status: ProposalStatus;
}

/**
 * Marks a proposal. The chip shows the new status at once (optimistically); if the server refuses the move,
 * the status it had comes back and the caller shows the server's reason.
 */
export function useChangeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ jobId, status }: StatusChange) =>
      unwrap(await apiRequest<StatusAnswer>(`${jobPath(jobId)}/status`, { method: 'POST', body: { status } })),
    onMutate: async ({ jobId, status }: StatusChange) => {
      // A page arriving now would carry the old status over the optimistic one.
      await queryClient.cancelQueries({ queryKey: pagesKey });
      const before = queryClient.getQueriesData<JobPage>({ queryKey: pagesKey });
      replaceJob(queryClient, jobId, (job) => ({ ...job, status }));
      return { before };
    },
    onError: (_error, _change, saved) => {
      for (const [key, page] of saved?.before ?? []) queryClient.setQueryData(key, page);
    },
    onSuccess: (answer) => applyAnswer(queryClient, answer),
    onSettled: () => refreshAfterStatus(queryClient),
  });
}

/** Takes back a proposal's last status change (the toast's Undo). */
export function useUndoStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (jobId: string) =>
      unwrap(await apiRequest<StatusAnswer>(`${jobPath(jobId)}/status`, { method: 'DELETE' })),
    onSuccess: (answer) => applyAnswer(queryClient, answer),
    onSettled: () => refreshAfterStatus(queryClient),
  });
}

/** Downloads the proposals that pass the filters as a CSV file, through the api client (it needs the token). */
export function useExportCsv() {
  return useMutation({
    mutationFn: async (filters: HistoryFilter) => {
      const query = filterParams(filters).toString();
      const file = unwrap(await apiDownload(query ? `job/export.csv?${query}` : 'job/export.csv'));
      saveFile(file.blob, file.filename ?? EXPORT_FILENAME);
    },
  });
}

export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (jobId: string) =>
      unwrap(await apiRequest<{ message: string }>(jobPath(jobId), { method: 'DELETE' })),
    // The user's usage count (settings → resources) changes with the list, and a sent proposal leaves the insights.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: jobsKey }),
        queryClient.invalidateQueries({ queryKey: currentUserKey }),
        queryClient.invalidateQueries({ queryKey: insightsKey }),
      ]),
  });
}

import type { JobPage } from '@quillbid/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { currentUserKey } from '../../lib/currentUser';
import { jobsKey } from '../../lib/jobsApi';
import { unwrap } from '../../lib/query';

export const HISTORY_PAGE_SIZE = 20;

/** One page of past proposals, newest first; the search and paging happen on the server. */
export function useJobs(page: number, search: string) {
  const params = new URLSearchParams({ page: String(page), pageSize: String(HISTORY_PAGE_SIZE), search });
  return useQuery({
    queryKey: [...jobsKey, { page, search }],
    queryFn: async ({ signal }) => unwrap(await apiRequest<JobPage>(`job?${params.toString()}`, { signal })),
    // The current page stays on screen while the next one loads, instead of a spinner per keystroke or click.
    placeholderData: keepPreviousData,
  });
}

export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (jobId: string) =>
      unwrap(await apiRequest<{ message: string }>(`job/${encodeURIComponent(jobId)}`, { method: 'DELETE' })),
    // The user's usage count (settings → resources) changes with the list.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: jobsKey }),
        queryClient.invalidateQueries({ queryKey: currentUserKey }),
      ]),
  });
}

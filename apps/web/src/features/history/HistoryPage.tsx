import FileDownloadRoundedIcon from '@mui/icons-material/FileDownloadRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import { historyMessages, jobMessages, type Job } from '@quillbid/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { toast } from '../../lib/toast';
import { datesInOrder } from '../../components/DateRangeFields';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { PageSpinner } from '../../components/PageSpinner';
import { useConfirmedDelete } from '../../components/useConfirmedDelete';
import { currentUserKey } from '../../lib/currentUser';
import { useDeleteJob, useExportCsv, useJobs } from './api';
import { filterParams, hasFilters } from './filters';
import { HistoryFilters } from './HistoryFilters';
import { HistoryList } from './HistoryList';
import { JobDialog } from './JobDialog';
import { useHistoryFilters } from './useHistoryFilters';
import { useSearchBox } from './useSearchBox';
import { useStatusChange } from './useStatusChange';

export function HistoryPage() {
  const queryClient = useQueryClient();
  // The spec refreshes the user record whenever this screen opens (usage counts may have changed).
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: currentUserKey });
  }, [queryClient]);

  const { filters, update, clear } = useHistoryFilters();
  const commitSearch = useCallback((search: string) => update({ search }), [update]);
  const [searchText, setSearchText] = useSearchBox(filters.search, commitSearch);
  const datesOk = datesInOrder({ from: filters.from ?? '', to: filters.to ?? '' });

  // The page belongs to its filters: new filters start again at page 1.
  const filterKey = filterParams(filters).toString();
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ filterKey, page: next });

  const jobs = useJobs(page, filters, datesOk);
  // Deleting the last proposal of a page leaves it empty: show the page before it.
  const deletion = useConfirmedDelete(useDeleteJob(), () => {
    if (jobs.data?.jobs.length === 1 && page > 1) setPage(page - 1);
  });
  const exportCsv = useExportCsv();
  const [viewing, setViewing] = useState<Job | null>(null);
  const status = useStatusChange((saved) => setViewing((open) => (open?._id === saved._id ? saved : open)));
  // The dialog follows the list (a status marked optimistically shows at once), and keeps its own copy for a
  // proposal a filter has just taken off the page.
  const viewed = (viewing && jobs.data?.jobs.find((job) => job._id === viewing._id)) ?? viewing;

  const startExport = () => exportCsv.mutate(filters, { onError: (error) => toast.error(error.message) });

  const pageCount = jobs.data ? Math.ceil(jobs.data.total / jobs.data.pageSize) : 0;
  return (
    <>
      <PageHeader
        title="Proposal History"
        action={
          <Button
            variant="outlined"
            startIcon={<FileDownloadRoundedIcon />}
            onClick={startExport}
            loading={exportCsv.isPending}
            disabled={!datesOk}
          >
            Export CSV
          </Button>
        }
      />
      <HistoryFilters
        filters={filters}
        onChange={update}
        onClear={clear}
        searchText={searchText}
        onSearchTextChange={setSearchText}
      />
      {datesOk && jobs.isPending && <PageSpinner label="Loading proposals" />}
      {jobs.isError && <Alert severity="error">{jobs.error.message}</Alert>}
      {jobs.data?.jobs.length === 0 && (
        <EmptyState text={hasFilters(filters) ? historyMessages.noMatch : jobMessages.noJobs} />
      )}
      {jobs.data && jobs.data.jobs.length > 0 && (
        <HistoryList
          jobs={jobs.data.jobs}
          onView={setViewing}
          onDelete={(job) => deletion.ask(job._id)}
          onStatusChange={status.mark}
          pendingJobId={status.pendingJobId}
        />
      )}
      {pageCount > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Pagination count={pageCount} page={page} onChange={(_event, next) => setPage(next)} color="primary" />
        </Box>
      )}
      <JobDialog
        job={viewed}
        onClose={() => setViewing(null)}
        onStatusChange={status.mark}
        statusPending={viewed !== null && status.pendingJobId === viewed._id}
      />
      {deletion.dialog}
    </>
  );
}

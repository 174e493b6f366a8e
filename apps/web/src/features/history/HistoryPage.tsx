import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import { deleteMessages, jobMessages, type Job } from '@quillbid/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { PageSpinner } from '../../components/PageSpinner';
import { currentUserKey } from '../../lib/currentUser';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { useDeleteJob, useJobs } from './api';
import { HistoryList } from './HistoryList';
import { JobDialog } from './JobDialog';

const SEARCH_DEBOUNCE_MS = 300;

export function HistoryPage() {
  const queryClient = useQueryClient();
  // The spec refreshes the user record whenever this screen opens (usage counts may have changed).
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: currentUserKey });
  }, [queryClient]);

  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  // The page belongs to a search: a new search starts again at page 1.
  const [paging, setPaging] = useState({ search: '', page: 1 });
  const page = paging.search === search ? paging.page : 1;
  const setPage = (next: number) => setPaging({ search, page: next });

  const jobs = useJobs(page, search);
  const remove = useDeleteJob();
  const [viewing, setViewing] = useState<Job | null>(null);
  const [deleting, setDeleting] = useState<Job | null>(null);

  const confirmDelete = () => {
    if (deleting === null) return;
    remove.mutate(deleting._id, {
      onSuccess: () => {
        toast.success(deleteMessages.deleted);
        // Deleting the last proposal of a page leaves it empty: show the page before it.
        if (jobs.data?.jobs.length === 1 && page > 1) setPage(page - 1);
      },
      onError: (error) => toast.error(error.message),
      onSettled: () => setDeleting(null),
    });
  };

  const pageCount = jobs.data ? Math.ceil(jobs.data.total / jobs.data.pageSize) : 0;
  return (
    <>
      <PageHeader title="Proposal History" />
      <TextField
        label="Search"
        type="search"
        size="small"
        value={searchText}
        onChange={(event) => setSearchText(event.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchRoundedIcon />
              </InputAdornment>
            ),
          },
        }}
        sx={{ mb: 3, width: { xs: '100%', sm: 360 } }}
      />
      {jobs.isPending && <PageSpinner label="Loading proposals" />}
      {jobs.isError && <Alert severity="error">{jobs.error.message}</Alert>}
      {jobs.data?.jobs.length === 0 && <EmptyState text={jobMessages.noJobs} />}
      {jobs.data && jobs.data.jobs.length > 0 && (
        <HistoryList jobs={jobs.data.jobs} onView={setViewing} onDelete={setDeleting} />
      )}
      {pageCount > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Pagination count={pageCount} page={page} onChange={(_event, next) => setPage(next)} color="primary" />
        </Box>
      )}
      <JobDialog job={viewing} onClose={() => setViewing(null)} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

import Alert from '@mui/material/Alert';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageHeader } from './PageHeader';
import { PageSpinner } from './PageSpinner';

interface EditPageProps<T> {
  title: string;
  /** The saved item to edit. */
  query: UseQueryResult<T, Error>;
  /** The spinner's name while the item loads. */
  loadingLabel: string;
  /** The edit form, once the item is here. */
  children: (item: T) => ReactNode;
}

/** An edit page: its title, then a spinner while the item loads, its error if that fails, or the form. */
export function EditPage<T>({ title, query, loadingLabel, children }: EditPageProps<T>) {
  return (
    <>
      <PageHeader title={title} />
      {query.isPending && <PageSpinner label={loadingLabel} />}
      {query.isError && <Alert severity="error">{query.error.message}</Alert>}
      {query.data !== undefined && children(query.data)}
    </>
  );
}

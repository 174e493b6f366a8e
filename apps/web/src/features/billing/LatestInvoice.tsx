import Alert from '@mui/material/Alert';
import type { InvoiceDetails } from '@quillbid/shared';
import type { ReactNode } from 'react';
import { PageSpinner } from '../../components/PageSpinner';
import { useSubscription } from '../../lib/billingApi';
import { sessionStatus } from '../../lib/session';
import { SessionRequired } from './SessionRequired';

/** Loads the signed-in user's latest invoice and renders it, or the session, loading or error state. */
export function LatestInvoice({ children }: { children: (invoice: InvoiceDetails) => ReactNode }) {
  const signedIn = sessionStatus() === 'valid';
  const subscription = useSubscription(signedIn);
  if (!signedIn) return <SessionRequired />;
  if (subscription.isPending) return <PageSpinner />;
  if (subscription.isError) return <Alert severity="error">{subscription.error.message}</Alert>;
  return children(subscription.data);
}

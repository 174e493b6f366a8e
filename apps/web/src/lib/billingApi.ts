import type { BillingInterval, InvoiceDetails } from '@quillbid/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api';
import { currentUserKey } from './currentUser';
import { unwrap } from './query';

const subscriptionKey = ['subscription'] as const;

/** The latest invoice of the signed-in user; `enabled` is false when there is no session to ask with. */
export function useSubscription(enabled: boolean) {
  return useQuery({
    queryKey: subscriptionKey,
    queryFn: async ({ signal }) =>
      unwrap(await apiRequest<{ invoiceDetails: InvoiceDetails }>('subscription', { signal })).invoiceDetails,
    enabled,
    retry: false,
  });
}

interface CheckoutInput {
  packageType: string;
  interval: BillingInterval;
}

/** Test-mode checkout: subscribes on the server without a payment provider. */
export function useTestCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CheckoutInput) =>
      unwrap(await apiRequest<InvoiceDetails>('billing/test-checkout', { method: 'POST', body: input })),
    onSuccess: async (invoice) => {
      queryClient.setQueryData(subscriptionKey, invoice);
      await queryClient.invalidateQueries({ queryKey: currentUserKey });
    },
  });
}

/** Test-mode cancel: ends the subscription now. */
export function useTestCancel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await apiRequest<null>('billing/test-cancel', { method: 'POST' })),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: subscriptionKey });
      await queryClient.invalidateQueries({ queryKey: currentUserKey });
    },
  });
}

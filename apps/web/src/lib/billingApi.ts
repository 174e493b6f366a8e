import {
  billingPortalResponseSchema,
  customerSessionResponseSchema,
  stripeCustomerResponseSchema,
  type BillingInterval,
  type InvoiceDetails,
  type PackagesResponse,
  type User,
} from '@quillbid/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, type ApiResult } from './api';
import { currentUserKey } from './currentUser';
import { unwrap } from './query';

const subscriptionKey = ['subscription'] as const;

/** Every package, grouped by type; public, and the same for everyone, so kept for a while. */
export function usePackages() {
  return useQuery({
    queryKey: ['packages'],
    queryFn: async ({ signal }) => unwrap(await apiRequest<PackagesResponse>('packages', { signal })),
    staleTime: 5 * 60_000,
  });
}

/**
 * The display name of a package, as the packages data spells it ('Agency Expansion'); until the
 * packages have loaded (or for a type they do not list), the type itself, capitalised.
 */
export function usePlanName(packageType: string): string {
  const packages = usePackages();
  const plan = packages.data?.[packageType]?.[0];
  return plan?.name ?? packageType.charAt(0).toUpperCase() + packageType.slice(1);
}

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

/** The server refused a payment call; `message` is its reason. Any other error is unexpected. */
export class PaymentRequestError extends Error {}

function unwrapPayment<S extends z.ZodType>(result: ApiResult<unknown>, schema: S): z.infer<S> {
  if (result.error !== null) throw new PaymentRequestError(result.error);
  return schema.parse(result.data);
}

/**
 * The client secret that lets Stripe's pricing table check out as this user's Stripe customer, creating the
 * customer first when the user has none. Stripe expires the secret after 30 minutes, so it is refreshed sooner.
 */
export function useCustomerSession(user: User) {
  const queryClient = useQueryClient();
  return useQuery({
    // Not keyed by the customer id: creating the customer changes it, and must not ask for a second session.
    queryKey: ['stripeCustomerSession', user._id],
    queryFn: async ({ signal }) => {
      let customerID = user.stripeCustomerId;
      if (customerID === null) {
        const created = await apiRequest<unknown>('stripe/customer', { method: 'POST', signal });
        customerID = unwrapPayment(created, stripeCustomerResponseSchema).stripeCustomerId;
        void queryClient.invalidateQueries({ queryKey: currentUserKey });
      }
      const session = await apiRequest<unknown>('stripe/create-customer-session', {
        method: 'POST',
        body: { customerID },
        signal,
      });
      return unwrapPayment(session, customerSessionResponseSchema).client_secret;
    },
    staleTime: 25 * 60_000,
  });
}

/** The URL of the customer's Stripe billing portal, where the subscription is managed. */
export function useBillingPortal() {
  return useMutation({
    mutationFn: async (stripeCustomerId: string) => {
      const path = `stripe/stripe-billing-session/${encodeURIComponent(stripeCustomerId)}`;
      return unwrapPayment(await apiRequest<unknown>(path), billingPortalResponseSchema).url;
    },
  });
}

import { z } from 'zod';
import { plural } from './plural.js';
import { safeText } from './text.js';

export const USAGE_KINDS = ['proposals', 'profiles', 'templates'] as const;
export type UsageKind = (typeof USAGE_KINDS)[number];

/** The spec's words when a plan is missing or used up, per kind of usage. */
export const usageMessages = {
  limitReached: {
    proposals: 'Proposal limit reached, please subscribe again for further assistance',
    profiles: 'Profiles limit reached, please subscribe again for further assistance',
    templates: 'Templates limit reached, please subscribe again for further assistance',
  },
  subscribeFirst: {
    proposals: 'In order to generate Proposal, Please subscribe a package first',
    profiles: 'In order to Create Profile, Please subscribe a package first',
    templates: 'You need to subscribe a package first in order to create template',
  },
} as const satisfies Record<string, Record<UsageKind, string>>;

const usageNouns: Record<UsageKind, string> = { proposals: 'proposal', profiles: 'profile', templates: 'template' };

/** What a create page says about the plan before the user starts typing. */
export const planMessages = {
  planName: (name: string) => `${name} plan`,
  renewsOn: (date: string) => `Renews on ${date}.`,
  endsOn: (date: string) => `Ends on ${date}.`,
  left: (kind: UsageKind, remaining: number, planName: string) =>
    `You have ${plural(remaining, usageNouns[kind])} left on the ${planName} plan.`,
  upgrade: 'Upgrade',
  seePlans: 'See plans',
  fromAgency: 'Your plan comes from your agency: its owner can change it.',
  currentPlan: 'Current plan',
  freePlanIntro: 'You are on the Free plan. Subscribe to a plan below for more proposals, profiles and templates.',
} as const;

export const BILLING_INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

export const billingMessages = {
  testModeOnly: 'Test-mode checkout is off because real payments are configured.',
  noInvoice: 'No invoice found for this account yet.',
  packageNotFound: 'This package does not exist.',
  freePlanNoCheckout: 'Every account is on the Free plan until it subscribes: there is nothing to buy.',
  paymentFailed: 'Failed to initiate payment. Please try again.',
  paymentError: 'Payment processing error. Please try again.',
  testModeNotice: 'Test mode — no real payment is taken',
  stripeSetupPending: 'Online checkout is being set up. Please check back soon to choose a plan.',
  cancelTitle: 'Cancel subscription',
  cancelText: 'Your plan ends now and its limits no longer apply. You can subscribe again at any time.',
  cancelled: 'Your subscription has been cancelled.',
  invoiceNotFound: 'Invoice not found',
  agencyMemberPlan: "Your plan comes from your agency. Ask the agency's owner to change it.",
} as const;

/** `POST billing/test-checkout`: subscribes locally when no payment provider is configured. */
export const testCheckoutSchema = z.strictObject({
  packageType: safeText().trim().min(1, billingMessages.packageNotFound).max(60),
  interval: z.enum(BILLING_INTERVALS),
});
export type TestCheckoutInput = z.input<typeof testCheckoutSchema>;

/** The invoice summary of `GET subscription`, in the payment provider's shape; money in cents. */
export const invoiceDetailsSchema = z.object({
  id: z.string(),
  account_name: z.string().nullable(),
  lines: z.object({
    data: z.array(
      z.object({
        description: z.string(),
        price: z.object({ unit_amount: z.number().int() }),
        plan: z.object({ interval: z.enum(BILLING_INTERVALS), metadata: z.object({ packageType: z.string() }) }),
      }),
    ),
  }),
  tax: z.number().int().nullable(),
  total: z.number().int(),
  amount_due: z.number().int(),
  hosted_invoice_url: z.string().nullable(),
  trial_end: z.string().nullable(),
  created: z.string(),
});
export type InvoiceDetails = z.infer<typeof invoiceDetailsSchema>;
export const subscriptionResponseSchema = z.object({ invoiceDetails: invoiceDetailsSchema });

export const stripeMessages = {
  notConfigured: 'Online payments are not configured on this server.',
  unknownCustomer: 'This Stripe customer does not belong to your account.',
  providerFailed: 'Payment processing error. Please try again.',
} as const;

export const customerSessionRequestSchema = z.strictObject({ customerID: safeText().min(1).max(255) });
export const customerSessionResponseSchema = z.object({ client_secret: z.string() });
export const stripeCustomerResponseSchema = z.object({ stripeCustomerId: z.string() });
export const billingPortalResponseSchema = z.object({ url: z.string() });
export const stripeCustomerParamsSchema = z.strictObject({ stripeCustomerId: safeText().min(1).max(255) });

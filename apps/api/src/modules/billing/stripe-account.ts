import { and, eq, isNull } from 'drizzle-orm';
import type Stripe from 'stripe';
import { stripeMessages, type InvoiceDetails } from '@quillbid/shared';
import type { Db } from '../../db/client.js';
import { users, type UserRow } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';

/** The user's Stripe customer, created on first need and remembered. */
export async function ensureCustomer(db: Db, stripe: Stripe, user: UserRow): Promise<string> {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const customer = await stripe.customers.create(
    { email: user.email, name: `${user.firstName} ${user.lastName}`.trim(), metadata: { userId: user.id } },
    // Two quick clicks must not create two customers.
    { idempotencyKey: `customer-for-${user.id}` },
  );
  await db
    .update(users)
    .set({ stripeCustomerId: customer.id, updatedAt: new Date() })
    .where(and(eq(users.id, user.id), isNull(users.stripeCustomerId)));
  return customer.id;
}

/** A customer id from the browser is only ever the caller's own. */
export function ownCustomer(user: UserRow, customerId: string): string {
  if (!user.stripeCustomerId || user.stripeCustomerId !== customerId) {
    throw new AppError('NOT_FOUND', stripeMessages.unknownCustomer);
  }
  return customerId;
}

export async function createCustomerSession(stripe: Stripe, customer: string): Promise<string> {
  const session = await stripe.customerSessions.create({ customer, components: { pricing_table: { enabled: true } } });
  return session.client_secret;
}

export async function createBillingPortalUrl(stripe: Stripe, customer: string, returnUrl: string): Promise<string> {
  const session = await stripe.billingPortal.sessions.create({ customer, return_url: returnUrl });
  return session.url;
}

export async function latestStripeInvoice(stripe: Stripe, customer: string): Promise<InvoiceDetails | null> {
  const { data } = await stripe.invoices.list({ customer, limit: 1, expand: ['data.subscription'] });
  const invoice = data[0];
  if (!invoice) return null;
  const line = invoice.lines.data[0];
  const subscription =
    typeof invoice.parent?.subscription_details?.subscription === 'object'
      ? invoice.parent.subscription_details.subscription
      : null;
  const interval = subscription?.items.data[0]?.price.recurring?.interval === 'year' ? 'year' : 'month';
  const packageType = subscription?.items.data[0]?.price.metadata?.packageType ?? '';
  return {
    id: invoice.id ?? '',
    account_name: invoice.account_name ?? null,
    lines: {
      data: line
        ? [
            {
              description: line.description ?? '',
              price: { unit_amount: Math.round(Number(line.pricing?.unit_amount_decimal ?? line.amount)) },
              plan: { interval, metadata: { packageType } },
            },
          ]
        : [],
    },
    tax: (invoice.total_taxes ?? []).reduce((sum, tax) => sum + tax.amount, 0),
    total: invoice.total,
    amount_due: invoice.amount_due,
    hosted_invoice_url: invoice.hosted_invoice_url ?? null,
    trial_end: subscription?.trial_end ? new Date(subscription.trial_end * 1000).toISOString() : null,
    created: new Date(invoice.created * 1000).toISOString(),
  };
}

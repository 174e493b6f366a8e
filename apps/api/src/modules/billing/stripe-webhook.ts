import { and, eq, isNull, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../../db/client.js';
import { packages, stripeEvents, users } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { applyPlan } from '../../usage/apply-plan.js';
import { openAgencyFor } from './subscriptions.js';

const ENDED_STATUSES = new Set<Stripe.Subscription.Status>(['canceled', 'unpaid', 'incomplete_expired']);

const idOf = (value: string | { id: string } | null) => (typeof value === 'string' ? value : (value?.id ?? null));

/**
 * Applies one verified Stripe event, once: the event id is stored in the same transaction as its effect.
 * Subscription events carry the whole state; an event older than the last applied one is ignored.
 */
export async function applyStripeEvent(db: Db, event: Stripe.Event): Promise<'applied' | 'duplicate'> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (!fresh) return 'duplicate';

    switch (event.type) {
      case 'checkout.session.completed':
        await linkCustomer(tx, event.data.object);
        break;
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        await applySubscription(tx, event.data.object, new Date(event.created * 1000), event.type);
        break;
      default:
        // invoice.paid and invoice.payment_failed change nothing here: Stripe follows each with a
        // subscription event carrying the new period or status.
        break;
    }
    return 'applied';
  });
}

/** The pricing table passes our user id as client_reference_id; remember the customer it created. */
async function linkCustomer(tx: Db, session: Stripe.Checkout.Session): Promise<void> {
  const customerId = idOf(session.customer);
  if (!session.client_reference_id || !customerId) return;
  await tx
    .update(users)
    .set({ stripeCustomerId: customerId, updatedAt: new Date() })
    .where(and(sql`${users.id}::text = ${session.client_reference_id}`, isNull(users.stripeCustomerId)));
}

async function applySubscription(
  tx: Db,
  subscription: Stripe.Subscription,
  eventAt: Date,
  type: string,
): Promise<void> {
  const customerId = idOf(subscription.customer);
  const [user] = customerId
    ? await tx.select({ id: users.id }).from(users).where(eq(users.stripeCustomerId, customerId)).limit(1)
    : [];
  // Not linked yet (its checkout event is still on the way): a non-2xx answer makes Stripe retry later.
  if (!user) throw new AppError('CONFLICT', 'No account is linked to this Stripe customer yet.');

  const item = subscription.items.data[0];
  const packageType = item?.price.metadata?.packageType ?? item?.price.lookup_key ?? null;
  const [plan] = packageType ? await tx.select().from(packages).where(eq(packages.packageType, packageType)) : [];
  if (!item || !plan) throw new AppError('BAD_REQUEST', 'The subscription names no known package.');

  const ended = type === 'customer.subscription.deleted' || ENDED_STATUSES.has(subscription.status);
  const periodStart = new Date(item.current_period_start * 1000);
  const periodEnd = ended
    ? new Date((subscription.ended_at ?? eventAt.getTime() / 1000) * 1000)
    : new Date(item.current_period_end * 1000);

  const applied = await applyPlan(tx, user.id, (current) =>
    current?.stripeEventAt && current.stripeEventAt > eventAt
      ? null
      : {
          plan,
          status: ended ? 'cancelled' : 'active',
          periodStart,
          periodEnd,
          renews: !subscription.cancel_at_period_end,
          stripe: { subscriptionId: subscription.id, eventAt },
          // A period of this subscription not seen before; anything else (a free month, another
          // subscription) is replaced by a new period too.
          newPeriod: current?.stripeSubscriptionId !== subscription.id || periodStart > current.periodStart,
        },
  );
  if (applied && !ended) await openAgencyFor(tx, applied.account, plan);
}

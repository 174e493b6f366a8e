import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies, users } from '../src/db/schema.js';
import { signedInUser } from './support/factories.js';
import { currentPlan, setUsageCounts, usageCounts } from './support/plans.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const WEBHOOK_SECRET = 'whsec_test_secret';
const stripe = new Stripe('sk_test_local');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_local', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
});
afterAll(() => t.close());

let eventSequence = 0;
const now = () => Math.floor(Date.now() / 1000);

function event(type: string, object: object, created = now()) {
  eventSequence += 1;
  return { id: `evt_${eventSequence}_${Date.now()}`, object: 'event', type, created, data: { object } };
}

function subscriptionObject(
  customer: string,
  options: { packageType?: string; status?: string; periodStart?: number } = {},
) {
  const start = options.periodStart ?? now();
  return {
    id: 'sub_123',
    object: 'subscription',
    customer,
    status: options.status ?? 'active',
    ended_at: null,
    items: {
      data: [
        {
          current_period_start: start,
          current_period_end: start + 30 * 86400,
          price: { lookup_key: null, metadata: { packageType: options.packageType ?? 'starter' } },
        },
      ],
    },
  };
}

async function deliver(payload: object, signature?: string | null) {
  const body = JSON.stringify(payload);
  const header =
    signature === undefined
      ? stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET })
      : signature;
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', ...(header ? { 'stripe-signature': header } : {}) },
    payload: body,
  });
}

async function customerUser(customer: string) {
  const user = await signedInUser(t);
  const [row] = await t.database.db.select().from(users).where(eq(users.email, user.email));
  const checkout = event('checkout.session.completed', {
    object: 'checkout.session',
    client_reference_id: row?.id,
    customer,
  });
  expect((await deliver(checkout)).statusCode).toBe(200);
  return row?.id ?? '';
}

const userById = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];

describe('POST /api/stripe/webhook', () => {
  it('links the customer on checkout and subscribes on a signed subscription event', async () => {
    const id = await customerUser('cus_apply');
    expect((await userById(id))?.stripeCustomerId).toBe('cus_apply');
    const res = await deliver(
      event('customer.subscription.created', subscriptionObject('cus_apply', { packageType: 'pro' })),
    );
    expect(res.statusCode).toBe(200);
    expect(await currentPlan(t.database.db, { id })).toMatchObject({
      status: 'active',
      packageType: 'pro',
      limitProposals: 500,
    });
  });

  it('opens the agency of a subscriber to the agency package, capped by the package', async () => {
    const id = await customerUser('cus_agency');
    const res = await deliver(
      event('customer.subscription.created', subscriptionObject('cus_agency', { packageType: 'agencyExpansion' })),
    );
    expect(res.statusCode).toBe(200);
    const [agency] = await t.database.db.select().from(agencies).where(eq(agencies.createdBy, id));
    expect(agency).toMatchObject({ usersLimit: 10 });
    expect((await userById(id))?.agencyId).toBe(agency?.id);
  });

  it.each([
    ['a missing signature', null],
    [
      'a signature made with another secret',
      stripe.webhooks.generateTestHeaderString({ payload: '{}', secret: 'whsec_other' }),
    ],
    ['a garbage signature', 't=1,v1=deadbeef'],
  ])('refuses %s with 400 and changes nothing', async (_, signature) => {
    const id = await customerUser(`cus_bad_${eventSequence}`);
    const customer = (await userById(id))?.stripeCustomerId ?? '';
    const res = await deliver(event('customer.subscription.created', subscriptionObject(customer)), signature);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(expect.any(String));
    expect(await currentPlan(t.database.db, { id })).toBeUndefined();
  });

  it('refuses a signature older than five minutes', async () => {
    const id = await customerUser('cus_old');
    const payload = JSON.stringify(event('customer.subscription.created', subscriptionObject('cus_old')));
    const header = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: now() - 301,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(await currentPlan(t.database.db, { id })).toBeUndefined();
  });

  it('applies the same event once', async () => {
    const id = await customerUser('cus_twice');
    await deliver(event('customer.subscription.created', subscriptionObject('cus_twice')));
    await setUsageCounts(t.database.db, { id }, { usedProposals: 4 });
    const renewal = event(
      'customer.subscription.updated',
      subscriptionObject('cus_twice', { periodStart: now() + 3600 }),
    );
    expect((await deliver(renewal)).statusCode).toBe(200);
    await setUsageCounts(t.database.db, { id }, { usedProposals: 2 });
    expect((await deliver(renewal)).statusCode).toBe(200);
    expect((await usageCounts(t.database.db, { id }))?.usedProposals).toBe(2);
  });

  it('never lets an older event roll back a newer state', async () => {
    const id = await customerUser('cus_order');
    const created = now();
    await deliver(
      event(
        'customer.subscription.deleted',
        { ...subscriptionObject('cus_order', { status: 'canceled' }), ended_at: created },
        created + 10,
      ),
    );
    await deliver(
      event('customer.subscription.updated', subscriptionObject('cus_order', { packageType: 'pro' }), created),
    );
    expect(await currentPlan(t.database.db, { id })).toMatchObject({ status: 'cancelled' });
  });

  it('starts a fresh proposal count when a renewal starts a new period', async () => {
    const id = await customerUser('cus_renew');
    const start = now() - 86400;
    await deliver(
      event('customer.subscription.created', subscriptionObject('cus_renew', { periodStart: start }), start),
    );
    await setUsageCounts(t.database.db, { id }, { usedProposals: 9 });
    await deliver(
      event('customer.subscription.updated', subscriptionObject('cus_renew', { periodStart: start }), start + 5),
    );
    expect((await usageCounts(t.database.db, { id }))?.usedProposals).toBe(9);
    await deliver(
      event(
        'customer.subscription.updated',
        subscriptionObject('cus_renew', { periodStart: start + 30 * 86400 }),
        start + 30 * 86400,
      ),
    );
    expect((await usageCounts(t.database.db, { id }))?.usedProposals).toBe(0);
  });

  it('asks Stripe to retry a subscription event for a customer not linked yet', async () => {
    const res = await deliver(event('customer.subscription.created', subscriptionObject('cus_unknown')));
    expect(res.statusCode).toBe(409);
    const retry = await deliver({ ...event('customer.subscription.created', subscriptionObject('cus_unknown')) });
    expect(retry.statusCode).toBe(409);
  });
});

describe('without Stripe configured', () => {
  it('has no webhook endpoint', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({ method: 'POST', url: '/api/stripe/webhook', payload: {} });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

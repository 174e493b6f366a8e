import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeEvents, usageCounters, users } from '../src/db/schema.js';
import { signedIn, stored, type Account } from './support/accounts.js';
import { startApi, type ApiProcess } from './support/api-process.js';
import { createFaultDatabase, type FaultDatabase } from './support/database.js';
import { call, type Answer } from './support/http.js';
import { freePort } from '../test/support/ports.js';
import { clearFaultsRedis } from './support/redis.js';

const WEBHOOK_SECRET = 'whsec_faults';
const stripe = new Stripe('sk_test_faults');
const DAY = 86_400;

let database: FaultDatabase;
let apis: ApiProcess[];
let account: Account;

beforeAll(async () => {
  await clearFaultsRedis();
  database = await createFaultDatabase();
  const env = {
    DATABASE_URL: database.url,
    STRIPE_SECRET_KEY: 'sk_test_faults',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    // Webhooks call nothing at Stripe; should anything try, it meets a closed local port, not the internet.
    STRIPE_API_URL: `http://127.0.0.1:${await freePort()}`,
  };
  apis = await Promise.all([startApi(env), startApi(env)]);
  account = await signedIn(apis[0]?.url ?? '', database.db, 'stripe');
});

afterAll(async () => {
  await Promise.all((apis ?? []).map((api) => api.kill()));
  await database?.close();
});

let sequence = 0;
const start = Math.floor(Date.now() / 1000) - DAY;

/** A Stripe event as the webhook receives it; `created` orders events, as Stripe's own field does. */
function event(type: string, object: object, created: number) {
  sequence += 1;
  return { id: `evt_fault_${sequence}_${Date.now()}`, object: 'event', type, created, data: { object } };
}

const checkout = (customer: string, created: number) =>
  event(
    'checkout.session.completed',
    { object: 'checkout.session', client_reference_id: account.id, customer },
    created,
  );

function subscription(
  type: string,
  customer: string,
  created: number,
  options: { packageType: string; periodStart: number; status?: string },
) {
  return event(
    type,
    {
      id: 'sub_fault',
      object: 'subscription',
      customer,
      status: options.status ?? 'active',
      cancel_at_period_end: false,
      ended_at: options.status === 'canceled' ? created : null,
      items: {
        data: [
          {
            current_period_start: options.periodStart,
            current_period_end: options.periodStart + 30 * DAY,
            price: { lookup_key: null, metadata: { packageType: options.packageType } },
          },
        ],
      },
    },
    created,
  );
}

/** Delivers `payload` to one of the processes, signed with the webhook secret or `secret`. */
function deliver(payload: object, options: { to?: number; secret?: string } = {}): Promise<Answer> {
  const signature = stripe.webhooks.generateTestHeaderString({
    payload: JSON.stringify(payload),
    secret: options.secret ?? WEBHOOK_SECRET,
  });
  const api = apis[(options.to ?? sequence) % apis.length] as ApiProcess;
  return call(api.url, 'POST', '/api/stripe/webhook', { body: payload, headers: { 'stripe-signature': signature } });
}

/** What the account's plan looks like now, as stored. */
async function plan() {
  const [user] = await database.db.select().from(users).where(eq(users.id, account.id));
  const { plan: current, usage } = await stored(database.db, account);
  return {
    stripeCustomerId: user?.stripeCustomerId ?? null,
    packageType: current?.packageType,
    status: current?.status,
    limitProposals: current?.limitProposals,
    periodEnd: current?.periodEnd.getTime(),
    usedProposals: usage?.usedProposals,
  };
}

const setUsedProposals = (used: number) =>
  database.db.update(usageCounters).set({ usedProposals: used }).where(eq(usageCounters.userId, account.id));

describe('Stripe webhooks delivered twice, out of order or badly signed', () => {
  it('end in the state of the newest event, each applied once, and ignore what is not signed', async () => {
    const customer = 'cus_faults';
    const upgrade = subscription('customer.subscription.updated', customer, start + 20, {
      packageType: 'pro',
      periodStart: start,
    });

    // The subscription arrives before the checkout that links its customer: Stripe is asked to retry.
    const early = await deliver(upgrade, { to: 0 });
    expect(early.status, early.text).toBe(409);
    expect((await plan())?.stripeCustomerId).toBeNull();

    // A checkout signed with another secret links nothing.
    const forged = await deliver(checkout('cus_forged', start + 1), { secret: 'whsec_someone_else' });
    expect(forged.status).toBe(400);
    expect(forged.json?.error).toEqual(expect.any(String));
    expect((await plan())?.stripeCustomerId).toBeNull();

    const linking = checkout(customer, start + 1);
    expect((await deliver(linking, { to: 1 })).status).toBe(200);
    // Stripe's retry of the early event now applies.
    expect((await deliver(upgrade, { to: 1 })).status).toBe(200);
    expect(await plan()).toMatchObject({ packageType: 'pro', status: 'active', limitProposals: 500 });

    // An older event delivered after the newer one changes nothing.
    const older = subscription('customer.subscription.updated', customer, start + 10, {
      packageType: 'starter',
      periodStart: start,
    });
    expect((await deliver(older)).status).toBe(200);
    expect(await plan()).toMatchObject({ packageType: 'pro', limitProposals: 500 });

    // A renewal delivered many times at once, to both processes, starts one new period.
    await setUsedProposals(7);
    const renewal = subscription('customer.subscription.updated', customer, start + 30 * DAY, {
      packageType: 'pro',
      periodStart: start + 30 * DAY,
    });
    const copies = await Promise.all(Array.from({ length: 8 }, (_, i) => deliver(renewal, { to: i })));
    expect(copies.map((res) => res.status)).toEqual(Array(8).fill(200));
    expect((await plan())?.usedProposals).toBe(0);
    await setUsedProposals(3);
    expect((await deliver(renewal)).status).toBe(200);
    expect((await plan())?.usedProposals).toBe(3);

    // A cancellation signed with another secret is refused and cancels nothing.
    const forgedCancel = subscription('customer.subscription.deleted', customer, start + 31 * DAY, {
      packageType: 'pro',
      periodStart: start + 30 * DAY,
      status: 'canceled',
    });
    expect((await deliver(forgedCancel, { secret: 'whsec_someone_else' })).status).toBe(400);

    expect(await plan()).toEqual({
      stripeCustomerId: customer,
      packageType: 'pro',
      status: 'active',
      limitProposals: 500,
      periodEnd: (start + 60 * DAY) * 1000,
      usedProposals: 3,
    });
    // Each event is recorded once; the refused ones and the one Stripe had to retry leave nothing extra.
    const recorded = await database.db.select({ id: stripeEvents.id }).from(stripeEvents);
    expect(recorded.map((row) => row.id).sort()).toEqual([linking.id, upgrade.id, older.id, renewal.id].sort());
    expect(apis.every((api) => api.alive())).toBe(true);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingMessages, invoiceDetailsSchema, userSchema } from '@quillbid/shared';
import { packages } from '../src/db/schema.js';
import { post, signedInUser } from './support/factories.js';
import { jobBody, readyUser } from './support/job-fixtures.js';
import { createTestApp, TEST_APP_URL, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
const DAY_MS = 24 * 60 * 60 * 1000;

describe('POST /api/billing/test-checkout', () => {
  it.each([
    ['month', 1900, 30],
    ['year', 19000, 365],
  ] as const)('subscribes to a paid plan per %s with its limits and a trial invoice', async (interval, price, days) => {
    const user = await signedInUser(t, { firstName: 'Ida', lastName: 'Rhodes' });
    const res = await post(t.app, '/api/billing/test-checkout', { packageType: 'starter', interval }, user.token);
    expect(res.statusCode).toBe(201);
    const invoice = invoiceDetailsSchema.parse(res.json());
    expect(invoice).toMatchObject({
      account_name: 'Ida Rhodes',
      lines: { data: [{ price: { unit_amount: price }, plan: { interval, metadata: { packageType: 'starter' } } }] },
      tax: 0,
      total: price,
      amount_due: 0,
    });
    expect(invoice.hosted_invoice_url).toBe(`${TEST_APP_URL}/payment/invoice/${invoice.id}`);
    expect(invoice.lines.data[0]?.description).toBe(
      `Quillbid Starter, billed ${interval === 'month' ? 'monthly' : 'yearly'}`,
    );

    const me = userSchema.parse((await get('/api/users', user.token)).json());
    expect(me.packageSubscribed).toBe(true);
    expect(me.subscription).toMatchObject({
      packageType: 'starter',
      limits: { proposals: 150, profiles: 3, templates: 10 },
    });
    const daysPaid = (Date.parse(me.subscription?.endDate ?? '') - Date.now()) / DAY_MS;
    expect(daysPaid).toBeGreaterThan(7 + days - 3);
    expect(daysPaid).toBeLessThan(7 + days + 2);

    const subscription = await get('/api/subscription', user.token);
    expect(subscription.json().invoiceDetails).toEqual(invoice);
  });

  it('charges a plan without a trial today', async () => {
    const user = await signedInUser(t);
    await t.database.db.update(packages).set({ trialPeriodDays: 0 }).where(eq(packages.packageType, 'pro'));
    const invoice = (
      await post(t.app, '/api/billing/test-checkout', { packageType: 'pro', interval: 'month' }, user.token)
    ).json();
    expect(invoice).toMatchObject({ total: 3900, amount_due: 3900, trial_end: null });
  });

  it('refuses an unknown package, an unknown interval and client-sent limits', async () => {
    const user = await signedInUser(t);
    const unknown = await post(
      t.app,
      '/api/billing/test-checkout',
      { packageType: 'platinum', interval: 'month' },
      user.token,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(billingMessages.packageNotFound);
    const week = await post(
      t.app,
      '/api/billing/test-checkout',
      { packageType: 'starter', interval: 'week' },
      user.token,
    );
    expect(week.statusCode).toBe(400);
    const limits = await post(
      t.app,
      '/api/billing/test-checkout',
      { packageType: 'starter', interval: 'month', limits: { proposals: 1e6 } },
      user.token,
    );
    expect(limits.statusCode).toBe(400);
    const free = await post(
      t.app,
      '/api/billing/test-checkout',
      { packageType: 'free', interval: 'month' },
      user.token,
    );
    expect(free.statusCode).toBe(400);
    expect(free.json().error).toBe(billingMessages.freePlanNoCheckout);
    expect((await get('/api/users', user.token)).json().subscription.packageType).toBe('free');
  });

  it('keeps what the free month used when upgrading', async () => {
    const user = await readyUser(t, 'free');
    for (let i = 0; i < 2; i += 1)
      expect((await post(t.app, '/api/job', jobBody(user), user.token)).statusCode).toBe(201);
    await post(t.app, '/api/billing/test-checkout', { packageType: 'starter', interval: 'month' }, user.token);
    const me = userSchema.parse((await get('/api/users', user.token)).json());
    expect(me.subscription).toMatchObject({ packageType: 'starter', limits: { proposals: 150 } });
    expect(me.usage).toEqual({ proposals: 2, profiles: 1, templates: 1 });
  });

  it('needs a session', async () => {
    expect(
      (await post(t.app, '/api/billing/test-checkout', { packageType: 'starter', interval: 'month' })).statusCode,
    ).toBe(401);
  });

  it('answers 404 and changes nothing when Stripe is configured', async () => {
    const stripeApp = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_123' });
    try {
      const user = await signedInUser(stripeApp);
      const res = await post(
        stripeApp.app,
        '/api/billing/test-checkout',
        { packageType: 'starter', interval: 'month' },
        user.token,
      );
      expect(res.statusCode).toBe(404);
      const me = await stripeApp.app.inject({ url: '/api/users', headers: { authorization: `Bearer ${user.token}` } });
      expect(me.json().subscription.packageType).toBe('free');
    } finally {
      await stripeApp.close();
    }
  });
});

describe('POST /api/billing/test-cancel', () => {
  it('ends the subscription now: the account is back on the free plan and keeps its counters', async () => {
    const user = await readyUser(t);
    expect((await post(t.app, '/api/job', jobBody(user), user.token)).statusCode).toBe(201);
    const res = await post(t.app, '/api/billing/test-cancel', undefined, user.token);
    expect(res.statusCode).toBe(204);
    const me = userSchema.parse((await get('/api/users', user.token)).json());
    expect(me.packageSubscribed).toBe(true);
    expect(me.subscription).toMatchObject({ packageType: 'free', renews: true, limits: { profiles: 1 } });
    expect(me.usage).toEqual({ proposals: 1, profiles: 1, templates: 1 });
  });

  it('has nothing to cancel on the free plan, so the free month cannot be restarted', async () => {
    const user = await readyUser(t, 'free');
    expect((await post(t.app, '/api/job', jobBody(user), user.token)).statusCode).toBe(201);
    await post(t.app, '/api/billing/test-cancel', undefined, user.token);
    const me = userSchema.parse((await get('/api/users', user.token)).json());
    expect(me.subscription?.packageType).toBe('free');
    expect(me.usage.proposals).toBe(1);
  });
});

describe('GET /api/subscription', () => {
  it('answers 404 before any checkout, and shows only the caller’s own invoice', async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    await post(t.app, '/api/billing/test-checkout', { packageType: 'starter', interval: 'month' }, owner.token);
    const res = await get('/api/subscription', other.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(billingMessages.noInvoice);
  });
});

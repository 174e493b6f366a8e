import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeMessages } from '@quillbid/shared';
import { users } from '../src/db/schema.js';
import { post, signedInUser } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

type Recorded = { method: string; path: string; form: URLSearchParams; authorization: string; idempotencyKey?: string };

/** Stands in for api.stripe.com: records each request and answers like Stripe would. */
async function startStripeStandIn() {
  const requests: Recorded[] = [];
  const answers: Record<string, (form: URLSearchParams) => object> = {
    'POST /v1/customers': (form) => ({ id: 'cus_new', object: 'customer', email: form.get('email') }),
    'POST /v1/customer_sessions': () => ({ object: 'customer_session', client_secret: 'cuss_secret_123' }),
    'POST /v1/billing_portal/sessions': () => ({
      object: 'billing_portal.session',
      url: 'https://billing.stripe.test/p/session_1',
    }),
    'GET /v1/invoices': () => ({
      object: 'list',
      has_more: false,
      data: [
        {
          id: 'in_1',
          object: 'invoice',
          account_name: 'Quillbid',
          total: 1900,
          amount_due: 0,
          total_taxes: [{ amount: 0 }],
          hosted_invoice_url: 'https://invoice.stripe.test/i/in_1',
          created: 1_790_000_000,
          lines: { data: [{ description: '1 × Starter', amount: 1900, pricing: { unit_amount_decimal: '1900' } }] },
          parent: {
            subscription_details: {
              subscription: {
                id: 'sub_1',
                trial_end: 1_790_604_800,
                items: {
                  data: [{ price: { recurring: { interval: 'month' }, metadata: { packageType: 'starter' } } }],
                },
              },
            },
          },
        },
      ],
    }),
  };
  const server = createServer(async (request: IncomingMessage, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    const url = new URL(request.url ?? '/', 'http://stripe.test');
    const form = new URLSearchParams(request.method === 'GET' ? url.search : body);
    requests.push({
      method: request.method ?? '',
      path: url.pathname,
      form,
      authorization: String(request.headers.authorization),
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
    });
    const answer = answers[`${request.method} ${url.pathname}`];
    response.writeHead(answer ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer ? answer(form) : { error: { message: 'no such route' } }));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
let t: TestApp;
beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_standin', STRIPE_API_URL: stripe.url });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const linkCustomer = (email: string, customerId: string) =>
  t.database.db.update(users).set({ stripeCustomerId: customerId }).where(eq(users.email, email));

const get = (url: string, token: string) => t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });

describe('Stripe API calls', () => {
  it('creates the customer once, with the account e-mail, and remembers it', async () => {
    const user = await signedInUser(t, { firstName: 'Mary', lastName: 'Jackson' });
    const first = await post(t.app, '/api/stripe/customer', undefined, user.token);
    expect(first.json()).toEqual({ stripeCustomerId: 'cus_new' });
    const [request] = stripe.requests.filter((r) => r.path === '/v1/customers');
    expect(request?.authorization).toBe('Bearer sk_test_standin');
    expect(request?.form.get('email')).toBe(user.email);
    expect(request?.form.get('name')).toBe('Mary Jackson');
    expect(request?.idempotencyKey).toMatch(/^customer-for-/);

    await post(t.app, '/api/stripe/customer', undefined, user.token);
    expect(stripe.requests.filter((r) => r.path === '/v1/customers')).toHaveLength(1);
    expect((await get('/api/users', user.token)).json().stripeCustomerId).toBe('cus_new');
  });

  it('opens a customer session for the pricing table, only for the caller’s own customer', async () => {
    const user = await signedInUser(t);
    await linkCustomer(user.email, 'cus_own');
    const res = await post(t.app, '/api/stripe/create-customer-session', { customerID: 'cus_own' }, user.token);
    expect(res.json()).toEqual({ client_secret: 'cuss_secret_123' });
    const request = stripe.requests.find((r) => r.path === '/v1/customer_sessions');
    expect(request?.form.get('customer')).toBe('cus_own');
    expect(request?.form.get('components[pricing_table][enabled]')).toBe('true');

    const foreign = await post(
      t.app,
      '/api/stripe/create-customer-session',
      { customerID: 'cus_someone_else' },
      user.token,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe(stripeMessages.unknownCustomer);
  });

  it('gives the billing portal address for the caller’s own customer only', async () => {
    const user = await signedInUser(t);
    await linkCustomer(user.email, 'cus_portal');
    const res = await get('/api/stripe/stripe-billing-session/cus_portal', user.token);
    expect(res.json()).toEqual({ url: 'https://billing.stripe.test/p/session_1' });
    const request = stripe.requests.find((r) => r.path === '/v1/billing_portal/sessions');
    expect(request?.form.get('customer')).toBe('cus_portal');
    expect(request?.form.get('return_url')).toBe('http://app.test/dashboard/settings');
    expect((await get('/api/stripe/stripe-billing-session/cus_other', user.token)).statusCode).toBe(404);
  });

  it('reads the latest invoice from Stripe for GET subscription', async () => {
    const user = await signedInUser(t);
    await linkCustomer(user.email, 'cus_invoice');
    const res = await get('/api/subscription', user.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().invoiceDetails).toMatchObject({
      id: 'in_1',
      lines: {
        data: [
          {
            description: '1 × Starter',
            price: { unit_amount: 1900 },
            plan: { interval: 'month', metadata: { packageType: 'starter' } },
          },
        ],
      },
      tax: 0,
      total: 1900,
      amount_due: 0,
      hosted_invoice_url: 'https://invoice.stripe.test/i/in_1',
    });
    const request = stripe.requests.find((r) => r.path === '/v1/invoices');
    expect(request?.form.get('customer')).toBe('cus_invoice');
  });

  it('needs a session for every Stripe call', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/stripe/customer' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/stripe/stripe-billing-session/cus_x' })).statusCode).toBe(401);
  });
});

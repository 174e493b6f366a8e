import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../test/support/factories.js';
import { createTestApp, type TestApp } from '../test/support/test-app.js';
import { createMatrix } from './support/access-matrix.js';
import { apiRoutes, type Route } from './support/route-table.js';
import { startStripeStandIn } from './support/stripe-stand-in.js';
import { BAD_TOKENS, buildSoloWorld, type World } from './support/world.js';

// The routes that exist only with Stripe configured, through the same access matrix. Buying the agency
// plan is Stripe's business here, so the world is an owner on the free plan and a stranger.
let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
let t: TestApp;
let world: World;
let stripeRoutes: Route[];
let matrix: Awaited<ReturnType<typeof createMatrix>>;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_security',
    STRIPE_WEBHOOK_SECRET: 'whsec_security',
    STRIPE_API_URL: stripe.url,
  });
  world = await buildSoloWorld(t);
  const customer = await post(t.app, '/api/stripe/customer', undefined, world.owner.token);
  world.owner.stripeCustomerId = customer.json<{ stripeCustomerId: string }>().stripeCustomerId;
  stripeRoutes = apiRoutes(t.app).filter((route) => route.path.startsWith('/api/stripe/'));
  matrix = await createMatrix(world, stripeRoutes);
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

describe('the Stripe routes', () => {
  it('are found in the route table', () => {
    expect(stripeRoutes.map((route) => route.key)).toEqual(
      expect.arrayContaining([
        'POST /api/stripe/customer',
        'POST /api/stripe/create-customer-session',
        'GET /api/stripe/stripe-billing-session/:stripeCustomerId',
      ]),
    );
  });

  it.each(BAD_TOKENS)('answer 401 with an error to a caller without a valid session: %s', async (flaw) => {
    expect(await matrix.withBadToken(flaw)).toEqual([]);
  });

  it("answer 404 to another user naming the owner's customer, and leave it alone", async () => {
    const before = await matrix.ownerView();
    expect(await matrix.asStranger('otherUser')).toEqual([]);
    expect(await matrix.ownerView()).toBe(before);
  });

  it('answer the owner with 2xx', async () => {
    expect(await matrix.asOwner()).toEqual([]);
  });
});

import { billingMessages, networkMessages, type User } from '@quillbid/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../test/fakeApi';
import { buildUser, fakeJwt, setTokenCookie } from '../../test/fixtures';
import { renderRoutes } from '../../test/renderRoutes';
import { user } from '../../test/user';
import { SettingsPage } from './SettingsPage';

const scriptSrc = 'https://js.stripe.com/v3/pricing-table.js';
const stripeScripts = () => document.head.querySelectorAll(`script[src="${scriptSrc}"]`);

const stripeConfig = {
  googleClientId: null,
  billingMode: 'stripe',
  mailMode: 'outbox',
  writerMode: 'offline',
  stripePricingTable: { publishableKey: 'pk_test_123', pricingTableId: 'prctbl_123' },
};

const subscribed = buildUser({
  stripeCustomerId: 'cus_1',
  packageSubscribed: true,
  subscription: {
    packageType: 'starter',
    endDate: '2026-12-23T12:00:00.000Z',
    renews: true,
    limits: { profiles: 3, proposals: 100, templates: 10 },
  },
});

function renderStripeBilling(users: () => User, routes: Parameters<typeof fakeApi>[0] = {}) {
  setTokenCookie(fakeJwt(3600));
  const fetchMock = fakeApi({
    'GET /api/users': () => json(users()),
    'GET /api/config': () => json(stripeConfig),
    'POST /api/stripe/create-customer-session': () => json({ client_secret: 'cuss_secret_abc' }),
    ...routes,
  });
  renderRoutes([{ path: '/dashboard/settings', element: <SettingsPage /> }], '/dashboard/settings', {
    tab: 'billing',
  });
  return fetchMock;
}

const calledPaths = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${new URL(String(url), 'http://x').pathname}`);

afterEach(() => stripeScripts().forEach((script) => script.remove()));

describe('Settings billing with Stripe', () => {
  it('creates the Stripe customer, then its session, and embeds the pricing table with one script tag', async () => {
    let current = buildUser();
    const fetchMock = renderStripeBilling(() => current, {
      'POST /api/stripe/customer': () => {
        current = buildUser({ stripeCustomerId: 'cus_new' });
        return json({ stripeCustomerId: 'cus_new' }, 201);
      },
    });

    await waitFor(() => expect(document.querySelector('stripe-pricing-table')).not.toBeNull());
    const table = document.querySelector('stripe-pricing-table');
    expect(table?.getAttribute('pricing-table-id')).toBe('prctbl_123');
    expect(table?.getAttribute('publishable-key')).toBe('pk_test_123');
    expect(table?.getAttribute('customer-session-client-secret')).toBe('cuss_secret_abc');
    expect(table?.getAttribute('client-reference-id')).toBe('user-1');
    expect(stripeScripts()).toHaveLength(1);
    expect((stripeScripts()[0] as HTMLScriptElement).async).toBe(true);

    const paths = calledPaths(fetchMock);
    expect(paths.indexOf('POST /api/stripe/customer')).toBeLessThan(
      paths.indexOf('POST /api/stripe/create-customer-session'),
    );
    const session = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/stripe/create-customer-session'));
    expect(JSON.parse(String(session?.[1]?.body))).toEqual({ customerID: 'cus_new' });
    // The user is reloaded so it carries the new customer id.
    await waitFor(() =>
      expect(calledPaths(fetchMock).filter((path) => path === 'GET /api/users').length).toBeGreaterThan(1),
    );

    await user.click(screen.getByRole('tab', { name: 'Account' }));
    await user.click(screen.getByRole('tab', { name: 'Billing' }));
    await waitFor(() => expect(document.querySelector('stripe-pricing-table')).not.toBeNull());
    expect(stripeScripts()).toHaveLength(1);
    expect(calledPaths(fetchMock).filter((path) => path === 'POST /api/stripe/customer')).toHaveLength(1);
    // The first test of the file also waits for the settings page's lazy chunks.
  }, 30_000);

  it('asks for a session with the existing customer id without creating another customer', async () => {
    const fetchMock = renderStripeBilling(() => buildUser({ stripeCustomerId: 'cus_1' }));
    await waitFor(() => expect(document.querySelector('stripe-pricing-table')).not.toBeNull());
    expect(calledPaths(fetchMock)).not.toContain('POST /api/stripe/customer');
    const session = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/stripe/create-customer-session'));
    expect(JSON.parse(String(session?.[1]?.body))).toEqual({ customerID: 'cus_1' });
  });

  it("says 'Failed to initiate payment. Please try again.' with the server's reason when the session fails", async () => {
    renderStripeBilling(() => buildUser({ stripeCustomerId: 'cus_1' }), {
      'POST /api/stripe/create-customer-session': () =>
        json({ error: 'This Stripe customer does not belong to your account.' }, 403),
    });
    expect(await screen.findByText('Failed to initiate payment. Please try again.')).toBeTruthy();
    expect(screen.getByText('This Stripe customer does not belong to your account.')).toBeTruthy();
    expect(document.querySelector('stripe-pricing-table')).toBeNull();
  });

  it('shows the payment error when the session answer is not what Stripe returns', async () => {
    renderStripeBilling(() => buildUser({ stripeCustomerId: 'cus_1' }), {
      'POST /api/stripe/create-customer-session': () => json({}),
    });
    expect(await screen.findByText(billingMessages.paymentError)).toBeTruthy();
  });

  it('shows the offline message without asking the server for a session', async () => {
    let online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    const fetchMock = renderStripeBilling(() => buildUser({ stripeCustomerId: 'cus_1' }), {
      'GET /api/config': () => {
        online = false;
        return json(stripeConfig);
      },
    });
    expect(await screen.findByText(networkMessages.offline)).toBeTruthy();
    expect(calledPaths(fetchMock)).not.toContain('POST /api/stripe/create-customer-session');
  });

  it('keeps the setup notice when Stripe has no pricing table configured', async () => {
    renderStripeBilling(() => buildUser(), {
      'GET /api/config': () => json({ ...stripeConfig, stripePricingTable: null }),
    });
    expect(await screen.findByText(billingMessages.stripeSetupPending)).toBeTruthy();
    expect(stripeScripts()).toHaveLength(0);
  });

  it('opens the Stripe billing portal from Manage Subscription', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = renderStripeBilling(() => subscribed, {
      'GET /api/stripe/stripe-billing-session/cus_1': () => json({ url: 'https://billing.stripe.com/p/session/abc' }),
    });

    await user.click(await screen.findByRole('button', { name: 'Manage Subscription' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.stripe.com/p/session/abc'));
    expect(calledPaths(fetchMock)).toContain('GET /api/stripe/stripe-billing-session/cus_1');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows the reason in a toast when the billing portal cannot be opened', async () => {
    renderStripeBilling(() => subscribed, {
      'GET /api/stripe/stripe-billing-session/cus_1': () => json({ error: 'No such customer: cus_1' }, 502),
    });
    await user.click(await screen.findByRole('button', { name: 'Manage Subscription' }));
    expect(await screen.findByText(billingMessages.paymentFailed)).toBeTruthy();
    expect(screen.getByText('No such customer: cus_1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Manage Subscription' })).toHaveProperty('disabled', false);
  });
});

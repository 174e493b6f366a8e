import { planMessages, type Package, type User } from '@quillbid/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../test/fakeApi';
import { buildFreeUser, buildUser, fakeJwt, setTokenCookie } from '../../test/fixtures';
import { renderRoutes } from '../../test/renderRoutes';
import { user } from '../../test/user';
import { SettingsPage } from './SettingsPage';

const free: Package = {
  _id: 'pkg-free',
  packageType: 'free',
  name: 'Free',
  monthlyPrice: 0,
  annualPrice: 0,
  trialPeriodDays: 0,
  moneyBackGuaranteeDays: 0,
  emailSupport: false,
  coverLetter: true,
  proposalLetters: 10,
  freelancerProfiles: 1,
  templates: 2,
  addUser: 0,
};

const starter: Package = {
  _id: 'pkg-starter',
  packageType: 'starter',
  name: 'Starter',
  monthlyPrice: 1900,
  annualPrice: 19000,
  trialPeriodDays: 7,
  moneyBackGuaranteeDays: 14,
  emailSupport: true,
  coverLetter: true,
  proposalLetters: 100,
  freelancerProfiles: 3,
  templates: 10,
  addUser: 1,
};

const subscribed = buildUser({
  packageSubscribed: true,
  subscription: {
    packageType: 'starter',
    endDate: '2026-12-23T12:00:00.000Z',
    renews: true,
    limits: { profiles: 3, proposals: 100, templates: 10 },
  },
  usage: { profiles: 1, proposals: 42, templates: 0 },
});

function renderSettings(users: () => User, tab: 'billing' | 'resources', routes: Parameters<typeof fakeApi>[0] = {}) {
  setTokenCookie(fakeJwt(3600));
  const fetchMock = fakeApi({
    'GET /api/users': () => json(users()),
    'GET /api/config': () =>
      json({ googleClientId: null, billingMode: 'test', mailMode: 'outbox', writerMode: 'offline' }),
    'GET /api/packages': () => json({ free: [free], starter: [starter] }),
    'POST /api/billing/test-checkout': () => json({ id: 'inv-1' }, 201),
    'POST /api/billing/test-cancel': () => new Response(null, { status: 204 }),
    ...routes,
  });
  renderRoutes(
    [
      { path: '/dashboard/settings', element: <SettingsPage /> },
      { path: '/payment/success', element: <p>Payment success page</p> },
    ],
    '/dashboard/settings',
    { tab },
  );
  return fetchMock;
}

describe('Settings billing', () => {
  it("says 'Failed to initiate payment. Please try again.' with the server's reason when checkout fails", async () => {
    renderSettings(() => buildFreeUser(), 'billing', {
      'POST /api/billing/test-checkout': () => json({ error: 'This package does not exist.' }, 404),
    });
    const card = await screen.findByRole('article', { name: 'Starter' });
    await user.click(within(card).getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Failed to initiate payment. Please try again.')).toBeTruthy();
    expect(await screen.findByText('This package does not exist.')).toBeTruthy();
    expect(screen.queryByText('Payment success page')).toBeNull();
  });

  it('shows a free account its plan and the plans to upgrade to, in words that fit their numbers', async () => {
    renderSettings(() => buildFreeUser(), 'billing');
    expect(await screen.findByText(planMessages.freePlanIntro)).toBeTruthy();
    const freeCard = await screen.findByRole('article', { name: 'Free' });
    expect((within(freeCard).getByRole('button', { name: 'Current plan' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(freeCard).getByText('1 freelancer profile')).toBeTruthy();
    expect(within(freeCard).queryByText(/team member/)).toBeNull();
    const starterCard = screen.getByRole('article', { name: 'Starter' });
    expect(within(starterCard).getByText('3 freelancer profiles')).toBeTruthy();
    expect(within(starterCard).getByText('Up to 1 team member')).toBeTruthy();
    expect(within(starterCard).getByRole('button', { name: 'Subscribe' })).toBeTruthy();
  });

  it('subscribes from the test-mode pricing table at the chosen interval and opens the success page', async () => {
    const fetchMock = renderSettings(() => buildFreeUser(), 'billing');
    expect(await screen.findByText('Test mode — no real payment is taken')).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Starter' });
    expect(within(card).getByText('$19.00')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Annual' }));
    expect(within(card).getByText('$190.00')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText('Payment success page')).toBeTruthy();
    const checkout = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/billing/test-checkout'));
    expect(JSON.parse(String(checkout?.[1]?.body))).toEqual({ packageType: 'starter', interval: 'year' });
  });

  it('shows the current plan by its name and renewal date, and cancels it through the dialog', async () => {
    let current = subscribed;
    const fetchMock = renderSettings(() => current, 'billing');
    expect(await screen.findByText('Starter')).toBeTruthy();
    expect(await screen.findByText('Renews on December 23, 2026.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Manage Subscription' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel subscription' });
    current = buildFreeUser();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));

    expect(await screen.findByText('Your subscription has been cancelled.')).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Starter' })).toBeTruthy();
    expect(screen.getByText(planMessages.freePlanIntro)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/billing/test-cancel'))).toBe(true);
  });

  it('opens the logout confirmation from Sign Out', async () => {
    renderSettings(() => subscribed, 'billing');
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('alertdialog', { name: 'Confirm Logout' })).toBeTruthy();
  });
});

describe('Settings resources', () => {
  it('shows usage of each limit and the end date in long format', async () => {
    renderSettings(() => subscribed, 'resources');
    expect(await screen.findByText('Profiles: 1 of 3')).toBeTruthy();
    expect(screen.getByText('Proposals created: 42 of 100')).toBeTruthy();
    expect(screen.getByText('Templates: 0 of 10')).toBeTruthy();
    expect(screen.getAllByRole('progressbar')).toHaveLength(3);
    await waitFor(() => expect(screen.getByText('Renews on December 23, 2026.')).toBeTruthy());
    expect(await screen.findByText('Starter plan')).toBeTruthy();
  });

  it('says when a cancelled plan ends instead of when it renews', async () => {
    const cancelled = { ...subscribed, subscription: { ...subscribed.subscription!, renews: false } };
    renderSettings(() => cancelled, 'resources');
    expect(await screen.findByText('Ends on December 23, 2026.')).toBeTruthy();
  });
});

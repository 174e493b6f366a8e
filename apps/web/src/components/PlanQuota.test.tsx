import { planMessages, usageMessages, type User } from '@quillbid/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../test/fakeApi';
import { buildFreeUser, buildUser, fakeJwt, setTokenCookie } from '../test/fixtures';
import { renderRoutes } from '../test/renderRoutes';
import { user } from '../test/user';
import { PlanQuota } from './PlanQuota';

afterEach(() => vi.unstubAllGlobals());

function renderQuota(signedIn: User) {
  setTokenCookie(fakeJwt(3600));
  fakeApi({
    'GET /api/users': () => json(signedIn),
    'GET /api/packages': () => json({ free: [{ packageType: 'free', name: 'Free' }] }),
  });
  return renderRoutes(
    [
      { path: '/dashboard/profiles/create', element: <PlanQuota kind="profiles" /> },
      { path: '/dashboard/settings', element: <h1>Settings screen</h1> },
    ],
    '/dashboard/profiles/create',
  );
}

describe('PlanQuota', () => {
  it('tells a new account what the free plan leaves, with the way to Billing', async () => {
    const { router } = renderQuota(buildFreeUser());
    expect(await screen.findByText('You have 1 profile left on the Free plan.')).toBeTruthy();

    await user.click(screen.getByRole('link', { name: planMessages.upgrade }));
    expect(await screen.findByText('Settings screen')).toBeTruthy();
    expect(router.state.location.state).toEqual({ tab: 'billing' });
  });

  it('says the limit is reached before the user types', async () => {
    renderQuota(buildFreeUser({ usage: { profiles: 1, proposals: 0, templates: 0 } }));
    expect(
      await screen.findByText('Profiles limit reached, please subscribe again for further assistance'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: planMessages.upgrade })).toBeTruthy();
  });

  it('tells a member without a plan that it comes from the agency, and offers nothing to buy', async () => {
    renderQuota(buildUser({ invitedBy: 'owner-1', agencyId: { _id: 'agency-1' } }));
    expect(await screen.findByText(`${usageMessages.subscribeFirst.profiles} ${planMessages.fromAgency}`)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

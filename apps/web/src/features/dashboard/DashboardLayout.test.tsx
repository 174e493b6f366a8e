import { SESSION_STORAGE_KEY, type User } from '@quillbid/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUserKey } from '../../lib/currentUser';
import { fakeApi, json } from '../../test/fakeApi';
import { buildUser, fakeJwt, setTokenCookie } from '../../test/fixtures';
import { renderRoutes } from '../../test/renderRoutes';
import { DashboardLayout } from './DashboardLayout';

function renderDashboard(signedIn: User) {
  setTokenCookie(fakeJwt(3600));
  fakeApi({ 'GET /api/users': () => json(signedIn) });
  return renderRoutes(
    [
      { path: '/dashboard', element: <DashboardLayout />, children: [{ index: true, element: <h1>Home</h1> }] },
      { path: '/onboarding', element: <h1>Questionnaire</h1> },
    ],
    '/dashboard',
  );
}

describe('DashboardLayout', () => {
  it('sends a user whose onboarding is pending to the questionnaire', async () => {
    const { router } = renderDashboard(buildUser({ onboardingPending: true }));

    expect(await screen.findByText('Questionnaire')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/onboarding');
  });

  it('keeps everyone else on the dashboard', async () => {
    const { queryClient, router } = renderDashboard(buildUser({ onboardingPending: false }));

    await waitFor(() => expect(queryClient.getQueryState(currentUserKey)?.status).toBe('success'));
    expect(screen.getByText('Home')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('does not act on a stale copy of the user kept in browser storage', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ user: buildUser({ onboardingPending: true }) }));
    const { queryClient, router } = renderDashboard(buildUser({ onboardingPending: false }));

    await waitFor(() => expect(queryClient.getQueryState(currentUserKey)?.dataUpdatedAt).toBeGreaterThan(0));
    expect(screen.getByText('Home')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});

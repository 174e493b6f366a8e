import { AGENCY_PACKAGE_TYPE, SESSION_STORAGE_KEY, type User } from '@quillbid/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getToken } from '../../lib/session';
import { buildUser, fakeJwt, setTokenCookie } from '../../test/fixtures';
import { renderRoutes } from '../../test/renderRoutes';
import { user } from '../../test/user';
import { Sidebar } from './Sidebar';

function renderSidebar(signedIn: User | undefined) {
  return renderRoutes(
    [
      { path: '/dashboard', element: <Sidebar user={signedIn} /> },
      { path: '/login', element: <h1>Sign-in screen</h1> },
    ],
    '/dashboard',
  );
}

const subscription = (packageType: string) => ({
  packageType,
  endDate: '2026-12-31T00:00:00.000Z',
  renews: true,
  limits: { profiles: 1, proposals: 10, templates: 1 },
});

describe('Sidebar', () => {
  it("lists the spec's entries and hides Agency without the agency package", () => {
    renderSidebar(buildUser({ subscription: subscription('starter') }));
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));

    const labels = nav.getAllByRole('link').map((link) => link.textContent);
    expect(labels).toEqual([
      'Dashboard',
      'Job Proposals',
      'Proposal Templates',
      'Proposal History',
      'Insights',
      'Freelancer Profiles',
      'Settings',
    ]);
    expect(nav.queryByRole('link', { name: 'Agency' })).toBeNull();
  });

  it('shows Agency for the agencyExpansion package', () => {
    renderSidebar(buildUser({ subscription: subscription(AGENCY_PACKAGE_TYPE) }));
    const agency = screen.getByRole('link', { name: 'Agency' });
    expect(agency.getAttribute('href')).toBe('/dashboard/agency');
  });

  it('keeps every label on one line and in one weight, so choosing an entry moves nothing', () => {
    renderSidebar(buildUser());
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');

    const labels = nav.getAllByRole('link').map((link) => link.querySelector('.MuiListItemText-primary'));
    for (const label of labels) expect(label?.classList.contains('MuiTypography-noWrap')).toBe(true);
    const weights = labels.map((label) => (label ? getComputedStyle(label).fontWeight : null));
    expect(weights[0]).toBe('500');
    expect(new Set(weights)).toEqual(new Set(['500']));
  });

  it('hides Agency while the user is not loaded', () => {
    renderSidebar(undefined);
    expect(screen.queryByRole('link', { name: 'Agency' })).toBeNull();
  });
});

describe('Logout', () => {
  it('asks for confirmation and stays signed in on Cancel', async () => {
    setTokenCookie(fakeJwt(3600));
    renderSidebar(buildUser());

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Logout' });
    expect(within(dialog).getByText('Are you sure you want to logout?')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(getToken()).not.toBeNull();
    expect(screen.queryByText('Sign-in screen')).toBeNull();
  });

  it('removes the token cookie and the session entry, then goes to /login', async () => {
    setTokenCookie(fakeJwt(3600));
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ user: buildUser() }));
    const { router } = renderSidebar(buildUser());

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Logout' });
    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Sign-in screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(getToken()).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});

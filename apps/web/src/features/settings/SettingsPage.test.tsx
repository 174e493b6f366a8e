import { accountMessages, type User } from '@quillbid/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../test/fakeApi';
import { buildUser, fakeJwt, setTokenCookie } from '../../test/fixtures';
import { renderRoutes } from '../../test/renderRoutes';
import { fillField, user } from '../../test/user';
import { SettingsPage } from './SettingsPage';

function renderSettings(signedIn: User, state?: unknown) {
  setTokenCookie(fakeJwt(3600));
  const fetchMock = fakeApi({
    'GET /api/users': () => json(signedIn),
    'GET /api/packages': () => json({}),
    'PATCH /api/users': ({ body }) => json({ ...signedIn, ...(body as Partial<User>) }),
  });
  const view = renderRoutes([{ path: '/dashboard/settings', element: <SettingsPage /> }], '/dashboard/settings', state);
  return { ...view, fetchMock };
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('SettingsPage', () => {
  it('shows Account, Packages and Billing to an unsubscribed owner', async () => {
    renderSettings(buildUser());
    await screen.findByDisplayValue('ada@example.com');
    expect(tabNames()).toEqual(['Account', 'Packages', 'Billing']);
  });

  it('adds Resources once a package is subscribed', async () => {
    renderSettings(buildUser({ packageSubscribed: true }));
    await screen.findByDisplayValue('ada@example.com');
    expect(tabNames()).toEqual(['Account', 'Packages', 'Billing', 'Resources']);
  });

  // The arrows themselves need layout to appear; the phone screenshot (e2e/screenshots.spec.ts) shows them.
  it('lets the tabs scroll sideways, so a narrow screen reaches every tab', async () => {
    renderSettings(buildUser({ packageSubscribed: true }));
    await screen.findByDisplayValue('ada@example.com');
    const tabs = screen.getByRole('tablist', { name: 'Settings sections' });
    expect(tabs.closest('.MuiTabs-scroller')?.classList.contains('MuiTabs-scrollableX')).toBe(true);
  });

  it('shows an invited member only the Account tab', async () => {
    renderSettings(buildUser({ invitedBy: 'owner-1', packageSubscribed: true }));
    await screen.findByDisplayValue('ada@example.com');
    expect(tabNames()).toEqual(['Account']);
  });

  it('keeps unsaved account edits while another tab is open', async () => {
    renderSettings(buildUser());
    const firstName = (await screen.findByDisplayValue('Ada')) as HTMLInputElement;
    await user.clear(firstName);
    await user.type(firstName, 'Augusta');
    await user.click(screen.getByRole('tab', { name: 'Packages' }));
    expect(screen.queryByRole('button', { name: 'Save Profile' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Account' }));
    expect((screen.getByDisplayValue('Augusta') as HTMLInputElement).name).toBe(firstName.name);
  });

  it('opens Packages when navigation state asks for it', async () => {
    renderSettings(buildUser(), { tab: 'packages' });
    const tab = await screen.findByRole('tab', { name: 'Packages' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
  });

  it('keeps the email read-only, accepts digits only in the phone number and saves the profile', async () => {
    const { fetchMock } = renderSettings(buildUser());
    const email = (await screen.findByLabelText('Email')) as HTMLInputElement;
    expect(email.readOnly).toBe(true);

    await user.clear(screen.getByLabelText('Last name'));
    await fillField('Last name', 'Byron');
    await fillField('Phone number', '+44 20-7946');
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('44207946');

    await user.click(screen.getByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByText(accountMessages.saved)).toBeTruthy();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({
      firstName: 'Ada',
      lastName: 'Byron',
      phoneNumber: '44207946',
    });
  });
});

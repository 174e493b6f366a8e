import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { panelMessages } from '@quillbid/shared';
import { saveToken } from '../background/session-store';
import type { PageReading } from '../page/types';
import { App } from './App';
import { jsonResponse, panelBrowser } from './test-support';

const user = {
  _id: 'u1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phoneNumber: '',
  profilePicture: null,
  emailVerification: { verified: true },
  stripeCustomerId: null,
  invitedBy: null,
  packageSubscribed: true,
  agencyId: null,
  subscription: null,
  usage: { profiles: 0, proposals: 0, templates: 0 },
  onboardingPending: false,
  createdAt: new Date(0).toISOString(),
};

afterEach(() => vi.unstubAllGlobals());

describe('the side panel', () => {
  it('asks to connect, signs in with e-mail and password, then asks for access to the job sites', async () => {
    panelBrowser({ siteAccess: false });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.endsWith('/api/auth/login') ? jsonResponse(200, { token: 't' }) : jsonResponse(200, user),
      ),
    );
    render(<App />);

    expect(await screen.findByRole('heading', { name: 'Connect Quillbid' }, { timeout: 10_000 })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'analytical-1843');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('ada@example.com', {}, { timeout: 10_000 })).toBeTruthy();
    expect(
      await screen.findByRole('heading', { name: panelMessages.sitesPermission }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByText('Paste the job instead')).toBeTruthy();

    // Chrome's prompt comes from the click; refused, the panel says what still works.
    vi.mocked(fakeBrowser.permissions.request).mockResolvedValueOnce(false);
    await userEvent.click(screen.getByRole('button', { name: 'Allow' }));
    expect(fakeBrowser.permissions.request).toHaveBeenCalledWith({
      origins: ['https://www.upwork.com/*', 'https://www.linkedin.com/*'],
    });
    expect(await screen.findByText(panelMessages.sitesPermissionRefused, {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('shows the server’s refusal when signing in fails, and stays on the connect screen', async () => {
    panelBrowser();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(401, { error: 'Login failed.' })),
    );
    render(<App />);
    await userEvent.type(await screen.findByLabelText('E-mail', {}, { timeout: 10_000 }), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toContain('Login failed.');
    expect(screen.getByRole('heading', { name: 'Connect Quillbid' })).toBeTruthy();
  });

  it('offers Billing when the account has no plan', async () => {
    panelBrowser();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.endsWith('/api/auth/login')
          ? jsonResponse(200, { token: 't' })
          : jsonResponse(200, { ...user, packageSubscribed: false }),
      ),
    );
    render(<App />);
    await userEvent.type(await screen.findByLabelText('E-mail', {}, { timeout: 10_000 }), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'analytical-1843');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(panelMessages.noPlan, { exact: false }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Billing' }).getAttribute('href')).toBe(
      'http://localhost:3000/dashboard/settings',
    );
  });

  it('on a freelancer’s Upwork profile offers to import it as the user’s profile, and nothing to write', async () => {
    const { executeScript } = panelBrowser();
    await saveToken('t');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, user)),
    );
    const url = 'https://www.upwork.com/freelancers/~01c4e7a2b9d8f3e651';
    fakeBrowser.tabs.query = vi.fn(async () => [{ id: 5, url }]) as unknown as typeof fakeBrowser.tabs.query;
    const reading: PageReading = {
      page: 'upwork-profile',
      job: null,
      person: null,
      fields: { coverLetter: null, questions: [], note: null, message: null },
      missing: [],
      matched: {},
    };
    executeScript.mockResolvedValueOnce([{}]).mockResolvedValueOnce([{ result: reading }]);
    render(<App />);

    expect(await screen.findByRole('heading', { name: panelMessages.importHeading }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import as my profile' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Generate' })).toBeNull();
    expect(screen.queryByText('Paste the job instead')).toBeNull();
  });
});

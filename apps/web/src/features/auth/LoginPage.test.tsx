import { authMessages } from '@quillbid/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getToken } from '../../lib/session';
import { fakeApi, json } from '../../test/fakeApi';
import { fakeJwt } from '../../test/fixtures';
import { renderRoutes } from '../../test/renderRoutes';
import { fillField, user } from '../../test/user';
import { LoginPage } from './LoginPage';

const config = (googleClientId: string | null) =>
  json({ googleClientId, billingMode: 'test', mailMode: 'outbox', writerMode: 'offline' });

function renderLogin() {
  return renderRoutes([{ path: '/login', element: <LoginPage /> }], '/login');
}

describe('LoginPage', () => {
  it('requires both fields before calling the server', async () => {
    const fetchMock = fakeApi({ 'GET /api/config': () => config(null) });
    renderLogin();

    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Email and Password are required fields.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('auth/login'))).toBe(false);
  });

  it('stores the token after a successful login with Remember me', async () => {
    const token = fakeJwt(30 * 24 * 3600);
    let sent: unknown;
    fakeApi({
      'GET /api/config': () => config(null),
      'POST /api/auth/login': ({ body }) => {
        sent = body;
        return json({ token, message: authMessages.loginSucceeded });
      },
    });
    renderLogin();

    await fillField('Email', 'ada@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await fillField('Password', 'correct horse');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(authMessages.loginSucceeded)).toBeTruthy();
    expect(sent).toEqual({ email: 'ada@example.com', password: 'correct horse', rememberMe: true });
    expect(getToken()).toBe(token);
    expect((screen.getByRole('button', { name: 'Sign In' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the server's error when the credentials are wrong", async () => {
    fakeApi({
      'GET /api/config': () => config(null),
      'POST /api/auth/login': () => json({ error: authMessages.invalidCredentials }, 401),
    });
    renderLogin();

    await fillField('Email', 'ada@example.com');
    await fillField('Password', 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText(authMessages.invalidCredentials)).toBeTruthy();
    expect(getToken()).toBeNull();
  });

  it('shows the Google button only when the server has a Google client id', async () => {
    fakeApi({ 'GET /api/config': () => config(null) });
    const first = renderLogin();
    await waitFor(() => expect(first.queryClient.getQueryData(['publicConfig'])).toBeDefined());
    expect(screen.queryByRole('button', { name: 'Continue With Google' })).toBeNull();
    first.unmount();

    fakeApi({ 'GET /api/config': () => config('client-id.apps.googleusercontent.com') });
    renderLogin();
    expect(await screen.findByRole('button', { name: 'Continue With Google' })).toBeTruthy();
  });

  it('links to sign-up with the spec wording', () => {
    fakeApi({ 'GET /api/config': () => config(null) });
    renderLogin();
    const link = screen.getByRole('link', { name: 'Need to create an account? Forever Free (Limited Spots)' });
    expect(link.getAttribute('href')).toBe('/signup');
  });
});

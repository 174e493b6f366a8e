import { agencyMessages, authMessages } from '@quillbid/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken } from '../../lib/session';
import { fakeApi, json, requestAnswered } from '../../test/fakeApi';
import { fakeGooglePopup, fakeIdToken, fakeJwt } from '../../test/fixtures';
import { findToast, inlineError } from '../../test/formErrors';
import { renderRoutes } from '../../test/renderRoutes';
import { fillField, user } from '../../test/user';
import { startGoogleSignIn } from './googleSignIn';
import { LoginPage } from './LoginPage';

const config = (googleClientId: string | null) =>
  json({ googleClientId, billingMode: 'test', mailMode: 'outbox', writerMode: 'offline' });

function renderLogin() {
  return renderRoutes([{ path: '/login', element: <LoginPage /> }], '/login');
}

describe('LoginPage', () => {
  it('marks each missing field with the spec message, toasts it and focuses the first', async () => {
    const fetchMock = fakeApi({ 'GET /api/config': () => config(null) });
    renderLogin();

    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await findToast('Email and Password are required fields.')).toBeTruthy();
    expect(inlineError('Email')).toBe('Email and Password are required fields.');
    expect(inlineError('Password')).toBe(authMessages.loginRequired);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));

    await user.paste('ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Password')));
    expect(inlineError('Email')).toBeNull();
    expect(inlineError('Password')).toBe(authMessages.loginRequired);
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
    const fetchMock = fakeApi({ 'GET /api/config': () => config(null) });
    const first = renderLogin();
    await requestAnswered(fetchMock, 'GET /api/config');
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

describe('LoginPage with Google', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('signs in with the ID token the popup sends back', async () => {
    const token = fakeJwt(3600);
    let sent: unknown;
    fakeApi({
      'GET /api/config': () => config('client-id'),
      'POST /api/auth/firebase-auth': ({ body }) => {
        sent = body;
        return json({ token, message: authMessages.loginSucceeded });
      },
    });
    const google = fakeGooglePopup();
    renderLogin();

    await user.click(await screen.findByRole('button', { name: 'Continue With Google' }));
    const { credential, hash } = google.signedIn();
    google.reply(hash);

    expect(await screen.findByText(authMessages.loginSucceeded)).toBeTruthy();
    expect(sent).toEqual({ loginVia: 'google', credential });
    expect(getToken()).toBe(token);
  });

  it("hands Google's answer to the opener when it is the sign-in popup", async () => {
    const fetchMock = fakeApi({ 'GET /api/config': () => config('client-id') });
    const opener = { location: { origin: window.location.origin }, postMessage: vi.fn() };
    vi.stubGlobal('opener', opener);
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    window.history.replaceState(null, '', '/login#state=s&id_token=t');

    renderLogin();

    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(opener.postMessage).toHaveBeenCalledWith(
      { type: 'quillbid:google-sign-in', hash: '#state=s&id_token=t' },
      window.location.origin,
    );
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('firebase-auth'))).toBe(false);
  });

  it('accepts the invite an attempt was started for when the popup was blocked', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const assign = vi.fn();
    const location = vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    startGoogleSignIn('client-id', 'invite-token');
    location.mockRestore();
    const url = new URL(String(assign.mock.calls[0]?.[0]));
    const credential = fakeIdToken({ nonce: url.searchParams.get('nonce') });
    window.history.replaceState(null, '', `/login#state=${url.searchParams.get('state')}&id_token=${credential}`);

    const token = fakeJwt(3600);
    let sent: unknown;
    fakeApi({
      'GET /api/config': () => config('client-id'),
      'POST /api/users/verify-invite': ({ body }) => {
        sent = body;
        return json({ token, message: agencyMessages.inviteAcceptedWithGoogle });
      },
    });
    renderLogin();

    expect(await screen.findByText(agencyMessages.inviteAcceptedWithGoogle)).toBeTruthy();
    expect(sent).toEqual({ token: 'invite-token', loginVia: 'google', credential });
    expect(getToken()).toBe(token);
    expect(window.location.hash).toBe('');
  });
});

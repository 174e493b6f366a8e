import { agencyMessages, authMessages } from '@quillbid/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getToken } from '../../lib/session';
import { fakeApi, json, requestAnswered } from '../../test/fakeApi';
import { fakeGooglePopup, fakeJwt } from '../../test/fixtures';
import { findToast, inlineError } from '../../test/formErrors';
import { renderRoutes } from '../../test/renderRoutes';
import { fillField, user } from '../../test/user';
import { AcceptInvitePage } from './AcceptInvitePage';

const config = (googleClientId: string | null) =>
  json({ googleClientId, billingMode: 'test', mailMode: 'outbox', writerMode: 'offline' });

const details = {
  email: 'grace@example.com',
  agencyName: 'Orbit Studio',
  invitedByName: 'Ada Lovelace',
};
/** The server's side of an invite that is still open. */
const openInvite = { 'POST /api/users/invite-details': () => json(details) };

function renderAcceptInvite(path = '/accept-invite?token=invite-token') {
  return renderRoutes(
    [
      { path: '/accept-invite', element: <AcceptInvitePage /> },
      { path: '/login', element: <h1>Sign-in screen</h1> },
    ],
    path,
  );
}

async function fillForm(password: string, confirmPassword: string) {
  await user.click(await screen.findByRole('button', { name: 'Continue with Email' }));
  await fillField('First name', ' Grace ');
  await fillField('Last name', 'Hopper');
  await fillField('Password', password);
  await fillField('Confirm password', confirmPassword);
}

const accept = () => user.click(screen.getByRole('button', { name: 'Accept Invite' }));

describe('AcceptInvitePage', () => {
  it('says the token is missing when the link has none', async () => {
    fakeApi({ 'GET /api/config': () => config(null) });
    renderAcceptInvite('/accept-invite');
    expect(await screen.findByText('Invalid or missing token')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue with Email' })).toBeNull();
  });

  it('offers Google only when the server has a Google client id', async () => {
    const fetchMock = fakeApi({ ...openInvite, 'GET /api/config': () => config(null) });
    const first = renderAcceptInvite();
    expect(await screen.findByRole('heading', { name: 'Join Orbit Studio' })).toBeTruthy();
    expect(screen.getByText(/Ada Lovelace invited grace@example.com to the agency/)).toBeTruthy();
    await requestAnswered(fetchMock, 'GET /api/config');
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).toBeNull();
    first.unmount();

    fakeApi({ ...openInvite, 'GET /api/config': () => config('client-id') });
    renderAcceptInvite();
    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue with Email' })).toBeTruthy();
  });

  it('marks every blank field, toasts the spec message and focuses the first', async () => {
    const fetchMock = fakeApi({ ...openInvite, 'GET /api/config': () => config(null) });
    renderAcceptInvite();
    await user.click(await screen.findByRole('button', { name: 'Continue with Email' }));
    await accept();

    expect(await findToast('Please fill all required fields')).toBeTruthy();
    for (const label of ['First name', 'Last name', 'Password', 'Confirm password']) {
      expect(inlineError(label)).toBe(authMessages.fillAllRequired);
    }
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('First name')));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('verify-invite'))).toBe(false);
  });

  it('then marks passwords that differ', async () => {
    const fetchMock = fakeApi({ ...openInvite, 'GET /api/config': () => config(null) });
    renderAcceptInvite();
    await fillForm('compiler-one', 'compiler-two');
    await accept();

    expect(await findToast("Password didn't matched")).toBeTruthy();
    expect(inlineError('First name')).toBeNull();
    expect(inlineError('Confirm password')).toBe(authMessages.passwordsDontMatch);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Confirm password')));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('verify-invite'))).toBe(false);
  });

  it('accepts by email, says so, then goes to the sign-in page', async () => {
    let sent: unknown;
    fakeApi({
      ...openInvite,
      'GET /api/config': () => config(null),
      'POST /api/users/verify-invite': ({ body }) => {
        sent = body;
        return json({ message: agencyMessages.inviteAccepted });
      },
    });
    const { router } = renderAcceptInvite();

    await fillForm('compiler-one', 'compiler-one');
    await accept();

    expect(await screen.findByText('Invite accepted successfully! Redirecting to the login page...')).toBeTruthy();
    expect(sent).toEqual({
      token: 'invite-token',
      loginVia: 'email',
      firstName: 'Grace',
      lastName: 'Hopper',
      password: 'compiler-one',
    });
    expect(await screen.findByText('Sign-in screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it("shows the server's error and keeps the form", async () => {
    fakeApi({
      ...openInvite,
      'GET /api/config': () => config(null),
      'POST /api/users/verify-invite': () => json({ error: agencyMessages.invalidInvite, code: 'INVALID_INVITE' }, 400),
    });
    renderAcceptInvite();

    await fillForm('compiler-one', 'compiler-one');
    await accept();

    expect(await screen.findByText(agencyMessages.invalidInvite)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Accept Invite' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('accepts with Google through the popup and signs the invitee in', async () => {
    const token = fakeJwt(3600);
    let sent: unknown;
    fakeApi({
      ...openInvite,
      'GET /api/config': () => config('client-id'),
      'POST /api/users/verify-invite': ({ body }) => {
        sent = body;
        return json({ token, message: agencyMessages.inviteAcceptedWithGoogle });
      },
    });
    const google = fakeGooglePopup();
    renderAcceptInvite();

    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    const { credential, hash } = google.signedIn();
    google.reply(hash);

    expect(await screen.findByText(agencyMessages.inviteAcceptedWithGoogle)).toBeTruthy();
    expect(sent).toEqual({ token: 'invite-token', loginVia: 'google', credential });
    expect(getToken()).toBe(token);
  });

  it('reports a failed Google acceptance', async () => {
    fakeApi({
      ...openInvite,
      'GET /api/config': () => config('client-id'),
      'POST /api/users/verify-invite': () => json({ token: 42 }),
    });
    const google = fakeGooglePopup();
    renderAcceptInvite();

    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    google.reply(google.signedIn().hash);

    expect(await screen.findByText(authMessages.googleFailed)).toBeTruthy();
    expect(getToken()).toBeNull();
  });

  it('says at once when the invite is no longer valid, without offering the form', async () => {
    fakeApi({
      'GET /api/config': () => config(null),
      'POST /api/users/invite-details': () => json({ error: agencyMessages.invalidInvite, code: 'INVALID_TOKEN' }, 400),
    });
    renderAcceptInvite();
    expect(await screen.findByText(agencyMessages.invalidInvite)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue with Email' })).toBeNull();
  });
});

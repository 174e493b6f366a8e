import { authMessages } from '@quillbid/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../test/fakeApi';
import { findToast, inlineError } from '../../test/formErrors';
import { renderRoutes } from '../../test/renderRoutes';
import { fillField, user } from '../../test/user';
import { SignUpPage } from './SignUpPage';

// The pages wait on the fake server and on lazy chunks: on a busy machine that can take seconds.
const slow = { timeout: 10_000 };

const config = json({ googleClientId: null, billingMode: 'test', mailMode: 'outbox', writerMode: 'offline' });

function renderSignUp() {
  return renderRoutes([{ path: '/signup', element: <SignUpPage /> }], '/signup');
}

const submit = () => user.click(screen.getByRole('button', { name: 'Sign Up' }));
const termsBox = () => screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ });

// A form page and its toasts render slowly in jsdom when the two cores are busy.
describe('SignUpPage', { timeout: 30_000 }, () => {
  it('checks the terms first: marks them and every blank field, and focuses the terms', async () => {
    const fetchMock = fakeApi({ 'GET /api/config': () => config.clone() });
    renderSignUp();
    await fillField('First name', 'Ada');
    await submit();

    expect(await findToast('Please accept the terms and privacy policy')).toBeTruthy();
    const terms = termsBox();
    expect(terms.getAttribute('aria-invalid')).toBe('true');
    const helper = document.getElementById(terms.getAttribute('aria-describedby') ?? '');
    expect(helper?.textContent).toBe(authMessages.acceptTerms);
    expect(inlineError('First name')).toBeNull();
    for (const label of ['Last name', 'Email', 'Password', 'Confirm password']) {
      expect(inlineError(label)).toBe(authMessages.fillAllRequired);
    }
    // The focus goes to the field the toast names, though it is the last on the screen.
    await waitFor(() => expect(document.activeElement).toBe(terms));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('auth/register'))).toBe(false);
  });

  it('then the required fields, focusing the first blank one', async () => {
    fakeApi({ 'GET /api/config': () => config.clone() });
    renderSignUp();
    await fillField('First name', 'Ada');
    await user.click(termsBox());
    await submit();

    expect(await findToast('Please fill all required fields')).toBeTruthy();
    expect(termsBox().getAttribute('aria-invalid')).toBe('false');
    expect(inlineError('Last name')).toBe(authMessages.fillAllRequired);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Last name')));
  });

  it('then the matching passwords', async () => {
    const fetchMock = fakeApi({ 'GET /api/config': () => config.clone() });
    renderSignUp();
    await fillField('First name', 'Ada');
    await fillField('Last name', 'Lovelace');
    await fillField('Email', 'ada@example.com');
    await fillField('Password', 'analytical-engine');
    await fillField('Confirm password', 'difference-engine');
    await user.click(termsBox());
    await submit();

    expect(await findToast("Password didn't matched")).toBeTruthy();
    expect(inlineError('Confirm password')).toBe(authMessages.passwordsDontMatch);
    expect(inlineError('Password')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Confirm password')));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('auth/register'))).toBe(false);
  });

  it("marks the server's rules after the spec's, on their own fields", async () => {
    fakeApi({ 'GET /api/config': () => config.clone() });
    renderSignUp();
    await fillField('First name', 'Ada');
    await fillField('Last name', 'Lovelace');
    await fillField('Email', 'not-an-email');
    await fillField('Password', 'short');
    await fillField('Confirm password', 'short');
    await user.click(termsBox());
    await submit();

    expect(await findToast(authMessages.invalidEmail)).toBeTruthy();
    expect(inlineError('Email')).toBe(authMessages.invalidEmail);
    expect(inlineError('Password')).toBe(authMessages.passwordTooShort);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
  });

  it("registers and shows the server's message", async () => {
    let sent: unknown;
    fakeApi({
      'GET /api/config': () => config.clone(),
      'POST /api/auth/register': ({ body }) => {
        sent = body;
        return json({ message: authMessages.registered }, 201);
      },
    });
    renderSignUp();

    await fillField('First name', ' Ada ');
    await fillField('Last name', 'Lovelace');
    await fillField('Email', 'ada@example.com');
    await fillField('Password', 'analytical-engine');
    await fillField('Confirm password', 'analytical-engine');
    await user.click(termsBox());
    await submit();

    expect(await screen.findByText(authMessages.registered, {}, slow)).toBeTruthy();
    expect(sent).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'analytical-engine',
    });
  });

  it('links the terms and the privacy policy', () => {
    fakeApi({ 'GET /api/config': () => config.clone() });
    renderSignUp();
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
  });
});

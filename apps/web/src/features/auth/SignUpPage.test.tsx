import { authMessages } from '@quillbid/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../test/fakeApi';
import { renderRoutes } from '../../test/renderRoutes';
import { fillField, user } from '../../test/user';
import { SignUpPage } from './SignUpPage';

const config = json({ googleClientId: null, billingMode: 'test', mailMode: 'outbox', writerMode: 'offline' });

function renderSignUp() {
  return renderRoutes([{ path: '/signup', element: <SignUpPage /> }], '/signup');
}

const submit = () => user.click(screen.getByRole('button', { name: 'Sign Up' }));

describe('SignUpPage', () => {
  it('checks terms, then required fields, then matching passwords, in that order', async () => {
    const fetchMock = fakeApi({ 'GET /api/config': () => config.clone() });
    renderSignUp();

    await fillField('First name', 'Ada');
    await submit();
    expect(await screen.findByText('Please accept the terms and privacy policy')).toBeTruthy();

    await user.click(screen.getByRole('checkbox'));
    await submit();
    expect(await screen.findByText('Please fill all required fields')).toBeTruthy();

    await fillField('Last name', 'Lovelace');
    await fillField('Email', 'ada@example.com');
    await fillField('Password', 'analytical-engine');
    await fillField('Confirm password', 'difference-engine');
    await submit();
    expect(await screen.findByText("Password didn't matched")).toBeTruthy();

    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('auth/register'))).toBe(false);
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
    await user.click(screen.getByRole('checkbox'));
    await submit();

    expect(await screen.findByText(authMessages.registered)).toBeTruthy();
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

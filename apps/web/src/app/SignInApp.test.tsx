import { authMessages } from '@quillbid/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getToken } from '../lib/session';
import { fakeApi, json } from '../test/fakeApi';
import { fakeJwt } from '../test/fixtures';
import { fillField, user } from '../test/user';
import { SignInApp } from './SignInApp';

// Rendered as sign-in.html starts it: no router and no query client around it, so a part of the page that needs
// either fails here.
describe('SignInApp', () => {
  it('signs in, with the links and the Google button, on its own', async () => {
    const token = fakeJwt(24 * 3600);
    fakeApi({
      'GET /api/config': () =>
        json({ googleClientId: 'client-id', billingMode: 'test', mailMode: 'outbox', writerMode: 'offline' }),
      'POST /api/auth/login': () => json({ token, message: authMessages.loginSucceeded }),
    });
    render(<SignInApp />);

    expect(await screen.findByRole('button', { name: 'Continue With Google' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Quillbid home' }).getAttribute('href')).toBe('/');
    await fillField('Email', 'ada@example.com');
    await fillField('Password', 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText(authMessages.loginSucceeded)).toBeTruthy();
    expect(getToken()).toBe(token);
  });
});

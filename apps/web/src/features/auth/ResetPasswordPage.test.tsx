import { authMessages } from '@quillbid/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../test/fakeApi';
import { findToast, inlineError } from '../../test/formErrors';
import { renderRoutes } from '../../test/renderRoutes';
import { fillField, user } from '../../test/user';
import { ResetPasswordPage } from './ResetPasswordPage';

function renderResetPassword(path: string) {
  return renderRoutes(
    [
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/login', element: <h1>Sign-in screen</h1> },
    ],
    path,
  );
}

const save = () => user.click(screen.getByRole('button', { name: 'Set New Password' }));

describe('ResetPasswordPage', () => {
  it('marks an empty password, toasts the spec message and focuses the field', async () => {
    const fetchMock = fakeApi({});
    renderResetPassword('/reset-password?token=reset-token');
    await save();

    expect(await findToast('Password is required')).toBeTruthy();
    expect(inlineError('New password')).toBe(authMessages.passwordRequired);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('New password')));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the token is missing once the password is fine', async () => {
    const fetchMock = fakeApi({});
    renderResetPassword('/reset-password');
    await fillField('New password', 'flight-across-1932');
    await save();

    expect(await findToast('Invalid or missing token')).toBeTruthy();
    expect(inlineError('New password')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sets the password with the token from the link, then goes to sign in', async () => {
    let sent: unknown;
    fakeApi({
      'POST /api/auth/reset-password': ({ body }) => {
        sent = body;
        return json({ message: authMessages.passwordReset });
      },
    });
    renderResetPassword('/reset-password?token=reset-token');
    await fillField('New password', 'flight-across-1932');
    await save();

    expect(await screen.findByText(authMessages.passwordReset)).toBeTruthy();
    expect(sent).toEqual({ password: 'flight-across-1932', token: 'reset-token' });
    expect(await screen.findByRole('heading', { name: 'Sign-in screen' })).toBeTruthy();
  });
});

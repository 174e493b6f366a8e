import { authMessages } from '@quillbid/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../test/fakeApi';
import { findToast, inlineError } from '../../test/formErrors';
import { renderRoutes } from '../../test/renderRoutes';
import { fillField, user } from '../../test/user';
import { ForgotPasswordPage } from './ForgotPasswordPage';

function renderForgotPassword() {
  return renderRoutes([{ path: '/forgot-password', element: <ForgotPasswordPage /> }], '/forgot-password');
}

const send = () => user.click(screen.getByRole('button', { name: 'Reset Password' }));

describe('ForgotPasswordPage', () => {
  it('marks an empty e-mail, toasts the spec message and focuses the field', async () => {
    const fetchMock = fakeApi({});
    renderForgotPassword();
    await send();

    expect(await findToast('Email is required')).toBeTruthy();
    expect(inlineError('Email')).toBe(authMessages.emailRequired);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the e-mail and shows the answer', async () => {
    let sent: unknown;
    fakeApi({
      'POST /api/auth/password-reset-request': ({ body }) => {
        sent = body;
        return json({ message: authMessages.resetRequested });
      },
    });
    renderForgotPassword();
    await fillField('Email', ' Ada@Example.com ');
    await send();

    expect(await screen.findByText(authMessages.resetRequested)).toBeTruthy();
    expect(sent).toEqual({ email: 'ada@example.com' });
  });
});

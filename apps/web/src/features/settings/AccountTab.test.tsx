import { accountMessages, unsavedChangesMessages, type User } from '@quillbid/shared';
import { screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../test/fakeApi';
import { buildUser, fakeJwt, setTokenCookie } from '../../test/fixtures';
import { findToast, inlineError } from '../../test/formErrors';
import { renderRoutes } from '../../test/renderRoutes';
import { fillField, user } from '../../test/user';
import { AccountTab } from './AccountTab';

function renderAccountTab(patch: (body: unknown) => Response | Promise<Response>) {
  const signedIn = buildUser();
  setTokenCookie(fakeJwt(3600));
  const fetchMock = fakeApi({ 'PATCH /api/users': ({ body }) => patch(body) });
  renderRoutes(
    [
      {
        path: '/dashboard/settings',
        element: (
          <>
            <Link to="/dashboard">Dashboard</Link>
            <AccountTab user={signedIn} />
          </>
        ),
      },
      { path: '/dashboard', element: <h1>Dashboard probe</h1> },
    ],
    '/dashboard/settings',
  );
  return { signedIn, fetchMock };
}

const save = () => user.click(screen.getByRole('button', { name: 'Save Profile' }));
const leave = () => user.click(screen.getByRole('link', { name: 'Dashboard' }));

describe('AccountTab', () => {
  it('marks every blank name, toasts the first message and focuses its field', async () => {
    const { fetchMock } = renderAccountTab(() => json({}));
    await user.clear(screen.getByLabelText('First name'));
    await user.clear(screen.getByLabelText('Last name'));
    await save();

    expect(await findToast('First Name is required.')).toBeTruthy();
    expect(inlineError('First name')).toBe('First Name is required.');
    expect(inlineError('Last name')).toBe(accountMessages.lastNameRequired);
    expect(inlineError('Phone number')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('First name')));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks before leaving with unsaved edits, and no longer once they are saved', async () => {
    // The server answers when the test says, so the form can be seen while it saves.
    let answer = () => {};
    const { signedIn, fetchMock } = renderAccountTab(
      (body) =>
        new Promise((resolve) => {
          answer = () => resolve(json({ ...signedIn, ...(body as Partial<User>) }));
        }),
    );
    await user.clear(screen.getByLabelText('Last name'));
    await fillField('Last name', ' Byron ');

    await leave();
    const dialog = await screen.findByRole('alertdialog', { name: unsavedChangesMessages.title });
    await user.click(screen.getByRole('button', { name: unsavedChangesMessages.stay }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));

    await save();
    const button = (await screen.findByRole('button', { name: 'Saving…' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    answer();
    expect(await findToast(accountMessages.saved)).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      firstName: 'Ada',
      lastName: 'Byron',
      phoneNumber: signedIn.phoneNumber,
    });
    expect((screen.getByLabelText('Last name') as HTMLInputElement).value).toBe('Byron');

    await leave();
    expect(await screen.findByRole('heading', { name: 'Dashboard probe' })).toBeTruthy();
  });
});

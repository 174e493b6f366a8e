import { SESSION_STORAGE_KEY } from '@quillbid/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken } from '../lib/session';
import { fakeApi } from '../test/fakeApi';
import { buildUser, fakeJwt, setTokenCookie } from '../test/fixtures';
import { renderRoutes } from '../test/renderRoutes';
import { user } from '../test/user';
import { LogoutDialog } from './LogoutDialog';

afterEach(() => vi.unstubAllGlobals());

function renderDialog() {
  return renderRoutes(
    [
      { path: '/dashboard', element: <LogoutDialog open onClose={() => {}} /> },
      { path: '/login', element: <h1>Sign-in screen</h1> },
    ],
    '/dashboard',
  );
}

describe('LogoutDialog', () => {
  it('ends the session on the server with its token, then here, and goes to /login', async () => {
    const token = fakeJwt(3600);
    setTokenCookie(token);
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ user: buildUser() }));
    const seen: (string | null)[] = [];
    fakeApi({
      'POST /api/auth/logout': ({ headers }) => {
        seen.push(headers.get('authorization'));
        return new Response(null, { status: 204 });
      },
    });
    const { router } = renderDialog();

    const dialog = screen.getByRole('alertdialog', { name: 'Confirm Logout' });
    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Sign-in screen')).toBeTruthy();
    expect(seen).toEqual([`Bearer ${token}`]);
    expect(router.state.location.pathname).toBe('/login');
    expect(getToken()).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('still signs out here when the server cannot be reached', async () => {
    setTokenCookie(fakeJwt(3600));
    fakeApi({
      'POST /api/auth/logout': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderDialog();

    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Sign-in screen')).toBeTruthy();
    expect(getToken()).toBeNull();
  });
});

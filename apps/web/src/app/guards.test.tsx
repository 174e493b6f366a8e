import { authMessages } from '@quillbid/shared';
import { screen } from '@testing-library/react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiRequest } from '../lib/api';
import { getToken } from '../lib/session';
import { fakeApi, json } from '../test/fakeApi';
import { fakeJwt, setTokenCookie } from '../test/fixtures';
import { renderRoutes } from '../test/renderRoutes';
import { GuestRoute } from './GuestRoute';
import { ProtectedRoute } from './ProtectedRoute';

const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/login" replace /> },
  { element: <GuestRoute />, children: [{ path: '/login', element: <h1>Sign-in screen</h1> }] },
  {
    path: '/dashboard',
    element: <ProtectedRoute />,
    children: [{ element: <Outlet />, children: [{ index: true, element: <h1>Dashboard screen</h1> }] }],
  },
];

describe('route guards', () => {
  it('sends a visitor without a token from /dashboard to /login', async () => {
    const { router } = renderRoutes(routes, '/dashboard');
    expect(await screen.findByText('Sign-in screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('removes an expired token and says the session expired', async () => {
    setTokenCookie(fakeJwt(-60));
    renderRoutes(routes, '/dashboard');

    expect(await screen.findByText('Session expired, please login again')).toBeTruthy();
    expect(screen.getByText('Sign-in screen')).toBeTruthy();
    expect(getToken()).toBeNull();
  });

  it('lets a valid token into the dashboard', async () => {
    setTokenCookie(fakeJwt(3600));
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByText('Dashboard screen')).toBeTruthy();
  });

  it('forwards a signed-in user from / and /login to /dashboard', async () => {
    setTokenCookie(fakeJwt(3600));
    const { router } = renderRoutes(routes, '/');
    expect(await screen.findByText('Dashboard screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('ends the session when the server rejects the token', async () => {
    fakeApi({ 'GET /api/users': () => json({ error: 'Unauthorized' }, 401) });
    setTokenCookie(fakeJwt(3600));
    const { router } = renderRoutes(routes, '/dashboard');
    await screen.findByText('Dashboard screen');

    await apiRequest('users');

    expect(await screen.findByText(authMessages.sessionExpired)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(getToken()).toBeNull();
  });
});

import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { clearSession, sessionStatus } from '../lib/session';

/** Auth screens: a signed-in user goes straight to the dashboard. */
export function GuestRoute() {
  useLocation();
  const status = sessionStatus();

  useEffect(() => {
    // A stale token would otherwise ride along on the sign-in request as a bearer header.
    if (status === 'expired') clearSession();
  }, [status]);

  if (status === 'valid') return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

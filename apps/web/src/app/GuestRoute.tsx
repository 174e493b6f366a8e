import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { clearSession } from '../lib/session';
import { useSessionStatus } from './sessionStatus';

/** Auth screens: a signed-in user goes straight to the dashboard. */
export function GuestRoute() {
  useLocation();
  const status = useSessionStatus();

  useEffect(() => {
    // A stale token would otherwise ride along on the sign-in request as a bearer header.
    if (status === 'expired') clearSession();
  }, [status]);

  if (status === 'valid') return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

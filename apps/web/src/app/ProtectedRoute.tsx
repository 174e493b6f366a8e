import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { setSessionRejectedHandler } from '../lib/api';
import { useSessionStatus } from './sessionStatus';
import { useEndExpiredSession } from './useEndExpiredSession';

/** /dashboard/* and /onboarding: a valid token or back to /login (with a notice when the token has expired). */
export function ProtectedRoute() {
  // Reading the location re-renders the guard on every navigation, so expiry is noticed between pages.
  useLocation();
  const navigate = useNavigate();
  const endExpiredSession = useEndExpiredSession();
  const status = useSessionStatus();

  useEffect(() => {
    if (status === 'expired') endExpiredSession();
  }, [status, endExpiredSession]);

  useEffect(
    () =>
      setSessionRejectedHandler(() => {
        endExpiredSession();
        navigate('/login', { replace: true });
      }),
    [endExpiredSession, navigate],
  );

  if (status !== 'valid') return <Navigate to="/login" replace />;
  return <Outlet />;
}

import { AUTH_REDIRECT_DELAY_MS } from '@quillbid/shared';
import { useCallback } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router';
import { useDelayedAction } from '../../lib/useDelayedAction';

/** After an auth page's success message: the sign-in page, once the user has had time to read it (spec: 2 s). */
export function useRedirectToLogin(): (options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const later = useDelayedAction();
  return useCallback(
    (options?: NavigateOptions) => later(() => navigate('/login', options), AUTH_REDIRECT_DELAY_MS),
    [later, navigate],
  );
}

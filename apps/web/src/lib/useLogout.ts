import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from './api';
import { clearSession } from './session';

/**
 * Ends the session on the server (a copy of the token is refused from then on), then here. The local
 * session ends whatever the server answers: offline, or with the session already gone, the user still
 * leaves, and the token left behind expires on its own.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiRequest<null>('auth/logout', { method: 'POST' }),
    onSettled: () => {
      clearSession();
      queryClient.clear();
      navigate('/login', { replace: true });
    },
  });
}

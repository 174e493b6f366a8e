import type { User, UserUpdate } from '@quillbid/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { cacheUser, currentUserKey } from '../../lib/currentUser';
import { unwrap } from '../../lib/query';

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (update: UserUpdate) =>
      unwrap(await apiRequest<User>('users', { method: 'PATCH', body: update })),
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserKey, user);
      cacheUser(user);
    },
  });
}

import { useMutation, useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { apiRequest } from './api';
import { currentUserKey } from './currentUser';
import { unwrap } from './query';

/**
 * The read, save and delete hooks of a kind of record the user keeps a list of (profiles, templates). The API
 * serves each kind at its name (`profile/:id`) and answers with the record under that name (`{ profile }`),
 * the same four routes for every kind (`apps/api/src/http/owned-record-routes.ts`).
 */
export function ownedRecordHooks<Name extends string, Item, Input>(name: Name, listKey: QueryKey) {
  const path = (id?: string) => (id ? `${name}/${encodeURIComponent(id)}` : name);
  // The user's usage counts (settings → resources) change with the list.
  const invalidate = (queryClient: QueryClient) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: listKey }),
      queryClient.invalidateQueries({ queryKey: currentUserKey }),
    ]);

  return {
    useRecord(id: string) {
      return useQuery({
        queryKey: [...listKey, id],
        queryFn: async ({ signal }) => unwrap(await apiRequest<Record<Name, Item>>(path(id), { signal }))[name],
      });
    },

    /** Creates a record, or updates it when `id` is given. */
    useSave(id: string | undefined) {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: async (input: Input) =>
          unwrap(
            await apiRequest<Record<Name, Item> & { message: string }>(path(id), {
              method: id ? 'PATCH' : 'POST',
              body: input,
            }),
          ),
        onSuccess: () => invalidate(queryClient),
      });
    },

    useDelete() {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: async (id: string) => unwrap(await apiRequest<{ message: string }>(path(id), { method: 'DELETE' })),
        onSuccess: () => invalidate(queryClient),
      });
    },
  };
}

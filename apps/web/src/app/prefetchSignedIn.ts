import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../lib/api';
import { publicConfigQuery } from '../lib/publicConfig';
import { sessionStatus } from '../lib/session';

/**
 * What a signed-in page asks the server for first (the user, and the config its help and extension cards
 * read), asked for as the app starts: left to the page, each request would wait for the page's code. The
 * user's answer is checked by the shared schemas, which come with the signed-in pages' code rather than with
 * every first visit's: the request leaves at once, and its answer waits for them.
 */
export function prefetchSignedIn(queryClient: QueryClient): void {
  if (sessionStatus() !== 'valid') return;
  const answer = apiRequest<unknown>('users');
  import('../lib/currentUser')
    .then(({ currentUserQuery, readCurrentUser }) =>
      queryClient.prefetchQuery({ ...currentUserQuery, queryFn: async () => readCurrentUser(await answer) }),
    )
    // The page asks again through its own query if the code could not be loaded (a deploy since).
    .catch(() => {});
  void queryClient.prefetchQuery(publicConfigQuery);
}

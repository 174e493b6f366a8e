import type { QueryClient } from '@tanstack/react-query';
import { currentUserQuery } from '../lib/currentUser';
import { publicConfigQuery } from '../lib/publicConfig';
import { sessionStatus } from '../lib/session';

/**
 * What a signed-in page asks the server for first (the user, and the config its help and extension cards
 * read), asked for as the app starts: left to the page, each request would wait for the page's code.
 */
export function prefetchSignedIn(queryClient: QueryClient): void {
  if (sessionStatus() !== 'valid') return;
  void queryClient.prefetchQuery(currentUserQuery);
  void queryClient.prefetchQuery(publicConfigQuery);
}

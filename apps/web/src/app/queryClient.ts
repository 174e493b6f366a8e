import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The api client has already turned failures into final, user-facing messages; retrying repeats the toast.
      // Offline, the default network mode pauses every call until the browser is back online, so a button
      // spins forever; 'always' lets the api client answer at once with the spec's offline message.
      // That mode also stops refetching on reconnect by default: turned back on, so what failed offline
      // loads again once the network returns.
      queries: { retry: false, staleTime: 30_000, networkMode: 'always', refetchOnReconnect: true },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

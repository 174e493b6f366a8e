import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The api client has already turned failures into final, user-facing messages; retrying repeats the toast.
      queries: { retry: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

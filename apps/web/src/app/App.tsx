import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import { AppThemeProvider } from './AppThemeProvider';
import type { ThemeMode } from '../lib/themeMode';
import { AppToaster } from './AppToaster';
import { createQueryClient } from './queryClient';

type AppProps = { router: DataRouter; themeMode?: ThemeMode; queryClient?: QueryClient };

/** The whole app around a router: the browser's in main.tsx, an in-memory one when pages are pre-rendered. */
export function App({ router, themeMode, queryClient: given }: AppProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider initialMode={themeMode}>
        <RouterProvider router={router} />
        <AppToaster />
      </AppThemeProvider>
    </QueryClientProvider>
  );
}

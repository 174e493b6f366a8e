import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import { AppThemeProvider } from './AppThemeProvider';
import type { SessionStatus } from '../lib/session';
import type { ThemeMode } from '../lib/themeMode';
import { AppToaster } from './AppToaster';
import { createQueryClient } from './queryClient';
import { PrerenderedSessionContext } from './sessionStatus';

type AppProps = {
  router: DataRouter;
  queryClient?: QueryClient;
  /** Pre-rendering only: the theme and the session the page is drawn for. */
  themeMode?: ThemeMode;
  session?: SessionStatus;
};

/** The whole app around a router: the browser's in main.tsx, an in-memory one when pages are pre-rendered. */
export function App({ router, queryClient: given, themeMode, session }: AppProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider initialMode={themeMode}>
        <PrerenderedSessionContext value={session ?? null}>
          <RouterProvider router={router} />
        </PrerenderedSessionContext>
        <AppToaster />
      </AppThemeProvider>
    </QueryClientProvider>
  );
}

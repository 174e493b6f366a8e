import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, parsePath, RouterProvider, type RouteObject } from 'react-router';
import { AppThemeProvider } from '../app/AppThemeProvider';
import { AppToaster } from '../app/AppToaster';
import { createQueryClient } from '../app/queryClient';
import { WAIT_TIMEOUT_MS } from './timeouts';

/** Renders routes the way the app does (query client, theme, toaster) at an in-memory location. */
export function renderRoutes(routes: RouteObject[], initialPath: string, state?: unknown) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [{ ...parsePath(initialPath), state }] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>
        <RouterProvider router={router} />
        {/* A toast gone after 5 s would fail a wait for it on a machine too busy to look in time. */}
        <AppToaster duration={WAIT_TIMEOUT_MS} />
      </AppThemeProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

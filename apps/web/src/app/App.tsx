import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppThemeProvider } from './AppThemeProvider';
import { AppToaster } from './AppToaster';
import { createQueryClient } from './queryClient';
import { routes } from './routes';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>
        <RouterProvider router={router} />
        <AppToaster />
      </AppThemeProvider>
    </QueryClientProvider>
  );
}

import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageSpinner } from '../components/PageSpinner';

export function RootLayout() {
  return (
    <>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}

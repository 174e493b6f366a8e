import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { App } from './app/App';
import { routes } from './app/routes';
import { SignInApp } from './app/SignInApp';
import type { SessionStatus } from './lib/session';
import type { ThemeMode } from './lib/themeMode';

/**
 * The HTML of one page as a first visit renders it, before any script runs: what `scripts/prerender.mjs`
 * writes into the pages the server sends for a first visit. Waits for the page's lazy chunk. A page for a
 * signed-in visitor (`session` valid) is drawn as it first shows, before the user's data has arrived.
 */
export async function renderPage(path: string, themeMode: ThemeMode, session: SessionStatus): Promise<string> {
  // The sign-in page is an app of its own (sign-in.html), the rest are the app's routes.
  const page =
    path === '/login' ? (
      <SignInApp themeMode={themeMode} />
    ) : (
      <App router={createMemoryRouter(routes, { initialEntries: [path] })} themeMode={themeMode} session={session} />
    );
  const { prelude } = await prerender(
    <StrictMode>{page}</StrictMode>,
    // React would write a large part of the page after the rest, with an inline script to put it in place, which
    // the content security policy refuses. The whole page is ready when this returns, so it is written in order.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { App } from './app/App';
import { routes } from './app/routes';
import type { ThemeMode } from './lib/themeMode';

/**
 * The HTML of one page as a first visit renders it, before any script runs: what `scripts/prerender.mjs`
 * writes into the pages the server sends for a first visit. Waits for the page's lazy chunk.
 */
export async function renderPage(path: string, themeMode: ThemeMode): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const { prelude } = await prerender(
    <StrictMode>
      <App router={router} themeMode={themeMode} />
    </StrictMode>,
  );
  return new Response(prelude).text();
}

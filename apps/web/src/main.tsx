import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/App';
import { prefetchSignedIn } from './app/prefetchSignedIn';
import { preloadPages } from './app/preloadPages';
import { createQueryClient } from './app/queryClient';
import { routes } from './app/routes';
import { sessionStatus } from './lib/session';
import { readStoredMode } from './lib/themeMode';
import { recordTypedFields } from './lib/typedBeforeHydration';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

// The page's first data is asked for at once, before the first render waits on anything.
const queryClient = createQueryClient();
prefetchSignedIn(queryClient);

/** Whether the page the server sent was drawn for this visitor: in their theme, and signed in or not as they are. */
function drawnForThisVisitor(root: HTMLElement): boolean {
  const { prerenderedTheme, prerenderedSession } = root.dataset;
  return prerenderedTheme === readStoredMode() && prerenderedSession === sessionStatus();
}

/**
 * A page the server sent pre-rendered (scripts/prerender.mjs) is taken over as it is, once the code of the pages
 * its route shows has arrived: while a page's code is still downloading its part stays as drawn, and a change
 * around it meanwhile (the account arriving) would make React draw that part again. A page drawn for someone else (the other
 * theme, a session that has since expired) is drawn afresh instead. Either way as a transition, which React
 * works through in slices, so a tap or a key press is never kept waiting long.
 */
function startApp(root: HTMLElement, pagesLoaded: Promise<unknown>) {
  const app = (
    <StrictMode>
      <App router={createBrowserRouter(routes)} queryClient={queryClient} />
    </StrictMode>
  );
  if (drawnForThisVisitor(root)) {
    recordTypedFields(root);
    void pagesLoaded.then(() => startTransition(() => void hydrateRoot(root, app)));
  } else {
    startTransition(() => {
      root.replaceChildren();
      createRoot(root).render(app);
    });
  }
}

// Each in a task of its own, after the one that evaluates the app's code, during which a tap waits: asking for
// each lazy page's imports took a while, and making the router (reading the route table) a fifth of that task.
// The chunks asked for first are the ones the route renders; React asks for them too as it renders.
const pagesLoaded = new Promise((resolve) => setTimeout(() => resolve(preloadPages(routes, window.location.pathname))));
setTimeout(() => startApp(container, pagesLoaded));

import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/App';
import { prefetchSignedIn } from './app/prefetchSignedIn';
import { preloadPages } from './app/preloadPages';
import { createQueryClient } from './app/queryClient';
import { routes } from './app/routes';
import { readStoredMode } from './lib/themeMode';
import { recordTypedFields } from './lib/typedBeforeHydration';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

// The page's first data is asked for at once, before the first render waits on anything.
const queryClient = createQueryClient();
prefetchSignedIn(queryClient);

/**
 * A page the server sent pre-rendered (scripts/prerender.mjs) is taken over as it is, unless it was drawn in
 * the other theme: hydrating it would keep the wrong theme's styles, so it is drawn again. Either way as a
 * transition, which React works through in slices, so a tap or a key press is never kept waiting long.
 */
function startApp(root: HTMLElement) {
  const app = (
    <StrictMode>
      <App router={createBrowserRouter(routes)} queryClient={queryClient} />
    </StrictMode>
  );
  startTransition(() => {
    if (root.dataset.prerenderedTheme === readStoredMode()) {
      recordTypedFields(root);
      hydrateRoot(root, app);
    } else {
      root.replaceChildren();
      createRoot(root).render(app);
    }
  });
}

// Each in a task of its own, after the one that evaluates the app's code, during which a tap waits: making the
// router (reading the route table) took a fifth of that task, and asking for each lazy page's imports a while.
// The chunks asked for here are the ones the route renders; React asks for them too as it renders.
setTimeout(() => startApp(container));
setTimeout(() => preloadPages(routes, window.location.pathname));

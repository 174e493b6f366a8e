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

// The page's chunks and its first data are asked for at once, before the first render waits on any of them.
// The chunks in a task of their own: asking for each one's imports takes a while, and run here it would
// lengthen the task that evaluates the app, during which a tap waits.
setTimeout(() => preloadPages(routes, window.location.pathname));
const queryClient = createQueryClient();
prefetchSignedIn(queryClient);

const app = (
  <StrictMode>
    <App router={createBrowserRouter(routes)} queryClient={queryClient} />
  </StrictMode>
);

// A page the server sent pre-rendered (scripts/prerender.mjs) is taken over as it is, unless it was drawn in
// the other theme: hydrating it would keep the wrong theme's styles, so it is drawn again. Either way as a
// transition, which React works through in slices, so a tap or a key press is never kept waiting long.
startTransition(() => {
  if (container.dataset.prerenderedTheme === readStoredMode()) {
    recordTypedFields(container);
    hydrateRoot(container, app);
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
});

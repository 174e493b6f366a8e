import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/App';
import { routes } from './app/routes';
import { readStoredMode } from './lib/themeMode';
import { recordTypedFields } from './lib/typedBeforeHydration';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <App router={createBrowserRouter(routes)} />
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

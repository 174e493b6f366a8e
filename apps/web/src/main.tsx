import { StrictMode } from 'react';
import { createBrowserRouter } from 'react-router';
import { App } from './app/App';
import { prefetchSignedIn } from './app/prefetchSignedIn';
import { preloadPages } from './app/preloadPages';
import { createQueryClient } from './app/queryClient';
import { routes } from './app/routes';
import { takeOver } from './app/takeOver';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

// The page's first data is asked for at once, before the first render waits on anything.
const queryClient = createQueryClient();
prefetchSignedIn(queryClient);

// Each in a task of its own, after the one that evaluates the app's code, during which a tap waits: asking for
// each lazy page's imports took a while, and making the router (reading the route table) a fifth of that task.
// The chunks asked for first are the ones the route renders; React asks for them too as it renders.
const pagesLoaded = new Promise((resolve) => setTimeout(() => resolve(preloadPages(routes, window.location.pathname))));
setTimeout(() =>
  takeOver(
    container,
    <StrictMode>
      <App router={createBrowserRouter(routes)} queryClient={queryClient} />
    </StrictMode>,
    pagesLoaded,
  ),
);

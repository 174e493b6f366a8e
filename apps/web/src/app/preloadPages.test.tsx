import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazyPage';
import { preloadPages } from './preloadPages';

function fakePage(name: string) {
  const load = vi.fn(async () => ({ [name]: () => <p>{name}</p> }));
  return { load, Page: lazyPage(load, name) };
}

function appRoutes() {
  const layout = fakePage('Layout');
  const home = fakePage('Home');
  const history = fakePage('History');
  const login = fakePage('Login');
  const routes: RouteObject[] = [
    { path: 'login', element: <login.Page /> },
    {
      path: 'dashboard',
      element: <layout.Page />,
      children: [
        { index: true, element: <home.Page /> },
        { path: 'history', element: <history.Page /> },
      ],
    },
  ];
  return { routes, layout, home, history, login };
}

describe('preloadPages', () => {
  it('starts downloading the layout and the page of the route, and nothing else', () => {
    const { routes, layout, home, history, login } = appRoutes();
    preloadPages(routes, '/dashboard/history');
    expect(layout.load).toHaveBeenCalledOnce();
    expect(history.load).toHaveBeenCalledOnce();
    expect(home.load).not.toHaveBeenCalled();
    expect(login.load).not.toHaveBeenCalled();
  });

  it('downloads nothing for a path no route matches', () => {
    const { routes, ...pages } = appRoutes();
    preloadPages(routes, '/nowhere');
    for (const page of Object.values(pages)) expect(page.load).not.toHaveBeenCalled();
  });
});

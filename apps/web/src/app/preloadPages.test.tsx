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
    void preloadPages(routes, '/dashboard/history');
    expect(layout.load).toHaveBeenCalledOnce();
    expect(history.load).toHaveBeenCalledOnce();
    expect(home.load).not.toHaveBeenCalled();
    expect(login.load).not.toHaveBeenCalled();
  });

  it('downloads nothing for a path no route matches', () => {
    const { routes, ...pages } = appRoutes();
    void preloadPages(routes, '/nowhere');
    for (const page of Object.values(pages)) expect(page.load).not.toHaveBeenCalled();
  });

  it('settles once every page of the route has arrived, or failed to', async () => {
    const arrivals: Array<() => void> = [];
    const waitedFor = (name: string) => {
      const load = vi.fn(
        () =>
          new Promise<Record<string, () => null>>((resolve, reject) => {
            arrivals.push(
              name === 'Broken' ? () => reject(new Error('deployed since')) : () => resolve({ [name]: () => null }),
            );
          }),
      );
      return lazyPage(load, name);
    };
    const Layout = waitedFor('Layout');
    const Broken = waitedFor('Broken');
    const routes: RouteObject[] = [
      { path: 'dashboard', element: <Layout />, children: [{ index: true, element: <Broken /> }] },
    ];
    let settled = false;
    const loaded = preloadPages(routes, '/dashboard').then(() => (settled = true));

    arrivals[0]?.();
    await new Promise((resolve) => setTimeout(resolve));
    expect(settled).toBe(false);
    arrivals[1]?.();
    await loaded;
    expect(settled).toBe(true);
  });
});

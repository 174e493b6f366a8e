import { EXTENSION_PAGE_PATH, routeErrorMessages, UNPACKED_EXTENSION_ID } from '@quillbid/shared';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../test/fakeApi';
import { buildUser, fakeJwt, setTokenCookie } from '../test/fixtures';
import { preloadLazyChunks } from '../test/preload';
import { renderRoutes } from '../test/renderRoutes';
import { user } from '../test/user';
import { routes } from './routes';

const homePageBug = new Error('The dashboard home page broke');
vi.mock('../features/dashboard/DashboardHomePage', () => ({
  DashboardHomePage: () => {
    throw homePageBug;
  },
}));

// The pages these tests open.
preloadLazyChunks(
  () => import('../features/dashboard/DashboardLayout'),
  () => import('../features/extension/ExtensionPage'),
  () => import('../features/legal/TermsPage'),
);

let reload: ReturnType<typeof vi.fn>;
beforeEach(() => {
  reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
  // The boundary reports what it caught on the console; here that is expected.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

/**
 * The app as a fresh page load sees it: lazy pages not loaded yet (React caches a lazy page's outcome, so each
 * load needs fresh modules). Until `termsDeployed`, the Terms page's chunk is what a tab running the previous
 * build finds after a deploy: gone.
 */
async function openApp(path: string, { termsDeployed }: { termsDeployed: boolean }) {
  vi.resetModules();
  vi.doMock('../features/legal/TermsPage', async (importOriginal) => {
    if (termsDeployed) return importOriginal();
    throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/TermsPage-5b1e0a7c.js');
  });
  const fresh = await import('./routes');
  const { renderRoutes: render } = await import('../test/renderRoutes');
  return render(fresh.routes, path);
}

/** What a reload does to the app: the page and every loaded chunk are gone; sessionStorage stays. */
async function reloadApp(path: string, chunks: { termsDeployed: boolean }) {
  cleanup();
  return openApp(path, chunks);
}

const panelHeading = () => screen.findByRole('heading', { level: 1, name: routeErrorMessages.title });

/** The reports of failed pages the app sends the server, as sent. */
function recordReports(routes: Parameters<typeof fakeApi>[0] = {}): unknown[] {
  const reports: unknown[] = [];
  fakeApi({
    ...routes,
    'POST /api/client-errors': ({ body }) => {
      reports.push(body);
      return new Response(null, { status: 204 });
    },
  });
  return reports;
}

describe('route error boundaries', () => {
  it('shows the panel in place of a page that throws, keeps the sidebar, and clears it on navigation', async () => {
    setTokenCookie(fakeJwt(3600));
    const reports = recordReports({
      'GET /api/users': () => json({ ...buildUser(), onboardingPending: false }),
      'GET /api/config': () => json({ extensionIds: [UNPACKED_EXTENSION_ID] }),
    });
    const { router } = renderRoutes(routes, '/dashboard');

    const panel = (await panelHeading()).closest<HTMLElement>('[role="alert"]');
    if (panel === null) throw new Error('the panel has no alert role');
    expect(
      within(panel).getByText('This page ran into a problem. Reload to try again, or go back to your dashboard.'),
    ).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByText('Proposal Templates')).toBeTruthy();
    expect(document.title).toBe('Something went wrong · Quillbid');
    expect(console.error).toHaveBeenCalledWith(expect.any(String), homePageBug);
    // The operator learns of it too.
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toEqual({
      kind: 'render',
      message: homePageBug.message,
      stack: homePageBug.stack,
      page: '/dashboard',
    });

    await user.click(within(panel).getByRole('button', { name: routeErrorMessages.reload }));
    expect(reload).toHaveBeenCalledTimes(1);

    await router.navigate(EXTENSION_PAGE_PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Browser extension' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: routeErrorMessages.title })).toBeNull();
  });

  it('reloads the page once when a page’s code fails to load, and shows the page the reload brings', async () => {
    const reports = recordReports();
    await openApp('/terms', { termsDeployed: false });
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    // Until the browser reloads, the spinner stays: no panel flashes up first.
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: routeErrorMessages.title })).toBeNull();

    await reloadApp('/terms', { termsDeployed: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeTruthy();
    expect(reload).toHaveBeenCalledTimes(1);
    // A deploy the reload got past is no failure to report.
    expect(reports).toEqual([]);
  });

  it('shows the panel with Reload when the code fails again after the reload, and reloads no more by itself', async () => {
    const reports = recordReports();
    await openApp('/terms', { termsDeployed: false });
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));

    await reloadApp('/terms', { termsDeployed: false });
    const panel = (await panelHeading()).closest<HTMLElement>('[role="alert"]');
    if (panel === null) throw new Error('the panel has no alert role');
    expect(within(panel).getByText(routeErrorMessages.loadFailed)).toBeTruthy();
    expect(reload).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toMatchObject({
      kind: 'chunk',
      message: 'The code of TermsPage could not be loaded',
      page: '/terms',
    });

    await user.click(within(panel).getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('reloads again for a failure that comes after the page once loaded', async () => {
    await openApp('/terms', { termsDeployed: false });
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await reloadApp('/terms', { termsDeployed: true });
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });

    // The next deploy removes the chunk again: the mark of the first reload must not stop this one.
    await reloadApp('/terms', { termsDeployed: false });
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('heading', { name: routeErrorMessages.title })).toBeNull();
  });
});

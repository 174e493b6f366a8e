import { EXTENSION_PAGE_PATH, UNPACKED_EXTENSION_ID, type PublicConfig } from '@quillbid/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { publicConfigQuery } from '../../lib/publicConfig';
import { describe, expect, it } from 'vitest';
import { extensionStatusKey } from '../../lib/extensionStatus';
import { fakeApi, json } from '../../test/fakeApi';
import { fakeExtension } from '../../test/fakeExtension';
import { buildUser, fakeJwt, setTokenCookie } from '../../test/fixtures';
import { renderRoutes } from '../../test/renderRoutes';
import { user } from '../../test/user';
import { DashboardHomePage } from './DashboardHomePage';

function renderHome(config: Partial<PublicConfig> = {}) {
  setTokenCookie(fakeJwt(3600));
  fakeApi({
    'GET /api/users': () => json({ ...buildUser(), onboardingPending: false }),
    'GET /api/config': () => json({ extensionIds: [UNPACKED_EXTENSION_ID], extensionStoreUrl: null, ...config }),
  });
  return renderRoutes(
    [
      { path: '/dashboard', element: <DashboardHomePage /> },
      { path: EXTENSION_PAGE_PATH, element: <h1>Extension page</h1> },
    ],
    '/dashboard',
  );
}

const card = () => within(screen.getByRole('region', { name: 'Write proposals without leaving the job page' }));

describe('ExtensionCard', () => {
  it('links to the extension page with "Install the extension" and shows no Connected chip without it', async () => {
    const { router, queryClient } = renderHome();

    const link = card().getByRole('link', { name: 'Install the extension' });
    expect(link.getAttribute('href')).toBe('/dashboard/extension');
    await queryClient.refetchQueries({ queryKey: extensionStatusKey });
    expect(card().queryByText('Connected')).toBeNull();

    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Extension page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(EXTENSION_PAGE_PATH);
  });

  it('shows "Connected" when the extension says it is linked', async () => {
    fakeExtension(UNPACKED_EXTENSION_ID, { connected: true });
    renderHome();

    expect(await card().findByText('Connected')).toBeTruthy();
    expect(card().getByRole('link', { name: 'Manage the extension' }).getAttribute('href')).toBe(EXTENSION_PAGE_PATH);
  });

  it('shows no Connected chip when the extension is installed but not linked', async () => {
    const extension = fakeExtension(UNPACKED_EXTENSION_ID, { connected: false });
    const { queryClient } = renderHome();

    await waitFor(() => expect(extension.sendMessage).toHaveBeenCalled());
    await queryClient.refetchQueries({ queryKey: extensionStatusKey });
    expect(card().queryByText('Connected')).toBeNull();
    expect(card().getByRole('link', { name: 'Install the extension' })).toBeTruthy();
  });

  it('sends "Install the extension" to the store listing, in a new tab, when one is configured', async () => {
    const store = 'https://chromewebstore.google.com/detail/quillbid/abcdefghijklmnopabcdefghijklmnop';
    renderHome({ extensionStoreUrl: store });

    await waitFor(() =>
      expect(card().getByRole('link', { name: 'Install the extension' }).getAttribute('href')).toBe(store),
    );
    const link = card().getByRole('link', { name: 'Install the extension' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it.each([
    [true, 'Manage the extension'],
    [false, 'Install the extension'],
  ])(
    "sends a browser that has the extension (connected: %s) to the app's page, even with a store listing",
    async (connected, name) => {
      const extension = fakeExtension(UNPACKED_EXTENSION_ID, { connected });
      const { queryClient } = renderHome({ extensionStoreUrl: 'https://chromewebstore.google.com/detail/quillbid/x' });

      await waitFor(() => expect(extension.sendMessage).toHaveBeenCalled());
      await queryClient.refetchQueries({ queryKey: extensionStatusKey });
      await waitFor(() => expect(queryClient.getQueryState(publicConfigQuery.queryKey)?.status).toBe('success'));
      await waitFor(() => expect(card().getByRole('link', { name }).getAttribute('href')).toBe(EXTENSION_PAGE_PATH));
      expect(card().getByRole('link', { name }).getAttribute('target')).toBeNull();
    },
  );

  it('shows how it works with screenshots of the real side panel, not a pretend video', async () => {
    renderHome();

    expect(card().queryByRole('button', { name: /watch/i })).toBeNull();
    await user.click(card().getByRole('button', { name: 'See how it works' }));
    const dialog = await screen.findByRole('dialog', { name: 'How Quillbid works' });
    const steps = within(dialog).getAllByRole('listitem');
    expect(
      steps.map((step) => within(step).getByRole('figure').querySelector('figcaption')?.firstChild?.textContent),
    ).toEqual(['1. Open a job post', '2. Write the draft', '3. Insert, read, send']);
    for (const image of within(dialog).getAllByRole('img')) {
      expect(image.getAttribute('alt')).toMatch(/^The side panel/);
      expect(image.getAttribute('src')).toMatch(/extension-(job-page|inserted)\.png$/);
    }

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

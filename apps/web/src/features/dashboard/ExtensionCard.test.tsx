import { EXTENSION_PAGE_PATH, UNPACKED_EXTENSION_ID } from '@quillbid/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { extensionStatusKey } from '../../lib/extensionStatus';
import { fakeApi, json } from '../../test/fakeApi';
import { fakeExtension } from '../../test/fakeExtension';
import { buildUser, fakeJwt, setTokenCookie } from '../../test/fixtures';
import { renderRoutes } from '../../test/renderRoutes';
import { user } from '../../test/user';
import { DashboardHomePage } from './DashboardHomePage';

function renderHome() {
  setTokenCookie(fakeJwt(3600));
  fakeApi({
    'GET /api/users': () => json({ ...buildUser(), onboardingPending: false }),
    'GET /api/config': () => json({ extensionIds: [UNPACKED_EXTENSION_ID] }),
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

    await vi.waitFor(() => expect(extension.sendMessage).toHaveBeenCalled());
    await queryClient.refetchQueries({ queryKey: extensionStatusKey });
    expect(card().queryByText('Connected')).toBeNull();
    expect(card().getByRole('link', { name: 'Install the extension' })).toBeTruthy();
  });
});

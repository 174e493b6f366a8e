import { EXTENSION_PAGE_PATH, extensionMessages, UNPACKED_EXTENSION_ID } from '@quillbid/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../../app/routes';
import { extensionStatusKey } from '../../lib/extensionStatus';
import { fakeApi, json } from '../../test/fakeApi';
import { fakeExtension } from '../../test/fakeExtension';
import { buildUser, fakeJwt, setTokenCookie } from '../../test/fixtures';
import { renderRoutes } from '../../test/renderRoutes';
import { user } from '../../test/user';
import { ExtensionPage } from './ExtensionPage';

const STORE_ID = 'abcdefghijklmnopabcdefghijklmnop';
const EXTENSION_TOKEN = 'extension.session.token';

type Routes = Parameters<typeof fakeApi>[0];

function renderPage(path = EXTENSION_PAGE_PATH, routes: Routes = {}) {
  const session = fakeJwt(3600);
  setTokenCookie(session);
  const fetchMock = fakeApi({
    'GET /api/config': () =>
      json({
        googleClientId: null,
        billingMode: 'test',
        mailMode: 'outbox',
        writerMode: 'offline',
        stripePricingTable: null,
        // The store id first: the page must fall through to the unpacked one the fake has installed.
        extensionIds: [STORE_ID, UNPACKED_EXTENSION_ID],
      }),
    'POST /api/auth/extension-token': () => json({ token: EXTENSION_TOKEN }, 201),
    ...routes,
  });
  const view = renderRoutes([{ path: EXTENSION_PAGE_PATH, element: <ExtensionPage /> }], path);
  const tokenRequests = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/auth/extension-token'));
  return { ...view, fetchMock, session, tokenRequests };
}

const connectMessage = () => ({
  type: 'quillbid:connect',
  token: EXTENSION_TOKEN,
  apiOrigin: window.location.origin,
});

describe('ExtensionPage', () => {
  it('says the extension is not installed and shows the numbered install steps', async () => {
    renderPage();

    const status = screen.getByRole('status');
    expect(await within(status).findByText('The Quillbid extension is not installed in this browser.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Connect extension' })).toBeNull();

    expect(screen.getByRole('heading', { level: 1, name: 'Browser extension' })).toBeTruthy();
    const steps = within(screen.getByRole('region', { name: 'Install the extension' })).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(steps[0]?.textContent).toContain('npm run build -w apps/extension');
    expect(steps[0]?.textContent).toContain('apps/extension/dist/quillbid-extension-0.1.0-chrome.zip');
    expect(steps[1]?.textContent).toContain('apps/extension/dist/chrome-mv3');
    expect(steps[2]?.textContent).toContain('the side panel opens');
    expect(steps[3]?.textContent).toContain('Click “Connect” in the panel');
    // Browsers refuse links to chrome:// pages, so the address is text to copy, not a link.
    const address = screen.getByText('chrome://extensions');
    expect(address.tagName).toBe('CODE');
    expect(address.closest('a')).toBeNull();
    expect(screen.getByText(/It never submits anything/)).toBeTruthy();
  });

  it('connects on click: gets a token from the API, hands it to the extension, then shows Connected', async () => {
    const extension = fakeExtension(UNPACKED_EXTENSION_ID);
    const { session, tokenRequests } = renderPage();

    expect(await within(screen.getByRole('status')).findByText(extensionMessages.notConnected)).toBeTruthy();
    expect(extension.connectMessages()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Connect extension' }));

    expect(await screen.findByText(extensionMessages.connectedNow)).toBeTruthy();
    expect(within(screen.getByRole('status')).getByText('Connected')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Connect extension' })).toBeNull();

    expect(tokenRequests()).toHaveLength(1);
    const [, init] = tokenRequests()[0] ?? [];
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${session}`);
    expect(extension.connectMessages()).toEqual([connectMessage()]);
    // Only the ids the server lists are ever messaged.
    expect(extension.messagedIds()).toEqual([STORE_ID, UNPACKED_EXTENSION_ID].sort());
  });

  it('keeps the button disabled while it works', async () => {
    fakeExtension(UNPACKED_EXTENSION_ID);
    let answer: (response: Response) => void = () => {};
    renderPage(EXTENSION_PAGE_PATH, {
      'POST /api/auth/extension-token': () => new Promise<Response>((resolve) => (answer = resolve)),
    });

    const button = await screen.findByRole('button', { name: 'Connect extension' });
    await user.click(button);
    await waitFor(() => expect(button).toHaveProperty('disabled', true));
    answer(json({ token: EXTENSION_TOKEN }, 201));
    expect(await screen.findByText(extensionMessages.connectedNow)).toBeTruthy();
  });

  it('shows the connect failure in a toast when the extension does not confirm', async () => {
    const extension = fakeExtension(UNPACKED_EXTENSION_ID, { connectReply: { ok: false } });
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Connect extension' }));

    expect(
      await screen.findByText('The extension could not be connected. Reload the extension and try again.'),
    ).toBeTruthy();
    expect(extension.connectMessages()).toEqual([connectMessage()]);
    expect(screen.queryByText(extensionMessages.connectedNow)).toBeNull();
    expect(screen.getByRole('button', { name: 'Connect extension' })).toHaveProperty('disabled', false);
  });

  it('with ?connect=1 connects without a click, once per page load, and drops the flag from the address', async () => {
    // The extension refuses, so it stays "not connected".
    const extension = fakeExtension(UNPACKED_EXTENSION_ID, { connectReply: { ok: false } });
    const { router, queryClient, tokenRequests } = renderPage(`${EXTENSION_PAGE_PATH}?connect=1`);

    expect(await screen.findByText(extensionMessages.connectFailed)).toBeTruthy();
    expect(extension.connectMessages()).toEqual([connectMessage()]);
    expect(router.state.location.search).toBe('');

    // Linked and then unlinked in the side panel while the page stays open: no second automatic connect.
    const status = within(screen.getByRole('status'));
    extension.setConnected(true);
    await queryClient.refetchQueries({ queryKey: extensionStatusKey });
    expect(await status.findByText(extensionMessages.connected)).toBeTruthy();
    extension.setConnected(false);
    await queryClient.refetchQueries({ queryKey: extensionStatusKey });
    expect(await status.findByText(extensionMessages.notConnected)).toBeTruthy();

    expect(extension.connectMessages()).toHaveLength(1);
    expect(tokenRequests()).toHaveLength(1);
  });

  it('with ?connect=1 links an unlinked extension and shows the confirmation', async () => {
    const extension = fakeExtension(UNPACKED_EXTENSION_ID);
    renderPage(`${EXTENSION_PAGE_PATH}?connect=1`);

    expect(await screen.findByText(extensionMessages.connectedNow)).toBeTruthy();
    expect(extension.connectMessages()).toEqual([connectMessage()]);
  });

  it('with ?connect=1 leaves an extension that is already connected alone', async () => {
    const extension = fakeExtension(UNPACKED_EXTENSION_ID, { connected: true });
    const { tokenRequests } = renderPage(`${EXTENSION_PAGE_PATH}?connect=1`);

    expect(await within(screen.getByRole('status')).findByText(extensionMessages.connected)).toBeTruthy();
    expect(extension.connectMessages()).toEqual([]);
    expect(tokenRequests()).toEqual([]);
  });

  it('is a lazy route under the dashboard with its own title', async () => {
    setTokenCookie(fakeJwt(3600));
    fakeApi({
      'GET /api/users': () => json({ ...buildUser(), onboardingPending: false }),
      'GET /api/config': () => json({ extensionIds: [UNPACKED_EXTENSION_ID] }),
    });
    renderRoutes(routes, EXTENSION_PAGE_PATH);

    expect(await screen.findByRole('heading', { level: 1, name: 'Browser extension' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Browser extension · Quillbid'));
  });
});

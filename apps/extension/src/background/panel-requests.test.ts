import { authMessages, networkMessages, panelMessages } from '@quillbid/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DEFAULT_API_ORIGIN } from '../settings/origin';
import { handlePanelMessage } from './panel-requests';
import { takeProfileImport } from './profile-import-store';
import { readSession, saveToken } from './session-store';

type Call = { url: string; init: RequestInit };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function serve(answer: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return answer({ url, init });
    }),
  );
  return calls;
}

beforeEach(() => {
  fakeBrowser.reset();
  fakeBrowser.permissions.contains = vi.fn(async () => true);
});
afterEach(() => vi.unstubAllGlobals());

describe('the service worker answering the panel', () => {
  it('signs in with e-mail and password, keeps the token and sends it with later calls', async () => {
    const calls = serve(({ url }) =>
      url.endsWith('/api/auth/login') ? json(200, { token: 'session-token' }) : json(200, { profiles: [] }),
    );

    const reply = await handlePanelMessage({ kind: 'signIn', email: 'ada@example.com', password: 'analytical-1843' });

    expect(reply).toEqual({ ok: true, data: { apiOrigin: DEFAULT_API_ORIGIN, connected: true } });
    expect(calls[0]?.url).toBe(`${DEFAULT_API_ORIGIN}/api/auth/login`);
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      email: 'ada@example.com',
      password: 'analytical-1843',
      rememberMe: true,
    });
    expect(new Headers(calls[0]?.init.headers).get('Authorization')).toBeNull();

    await handlePanelMessage({ kind: 'profiles' });
    expect(new Headers(calls[1]?.init.headers).get('Authorization')).toBe('Bearer session-token');
  });

  it('shows the server’s own words when sign-in is refused, and stays disconnected', async () => {
    serve(() => json(401, { error: authMessages.loginFailed }));
    const reply = await handlePanelMessage({ kind: 'signIn', email: 'ada@example.com', password: 'wrong-password' });
    expect(reply).toEqual({ ok: false, failure: { code: 'REFUSED', error: authMessages.loginFailed } });
    expect((await readSession()).token).toBeNull();
  });

  it('asks the user to connect before calling the API without a token', async () => {
    const calls = serve(() => json(200, {}));
    const reply = await handlePanelMessage({ kind: 'account' });
    expect(reply).toEqual({ ok: false, failure: { code: 'NOT_CONNECTED', error: panelMessages.notConnected } });
    expect(calls).toHaveLength(0);
  });

  it('forgets a token the server no longer takes and says the session expired', async () => {
    await saveToken('old-token');
    serve(() => json(401, { error: 'Unauthorized' }));
    const reply = await handlePanelMessage({ kind: 'account' });
    expect(reply).toEqual({
      ok: false,
      failure: { code: 'SESSION_ENDED', error: 'Session expired, please login again' },
    });
    expect((await readSession()).token).toBeNull();
  });

  it('passes plan and limit refusals on with their codes, so the panel can offer Billing', async () => {
    await saveToken('token');
    const limit = 'Proposal limit reached, please subscribe again for further assistance';
    serve(() => json(403, { error: limit, code: 'LIMIT_REACHED' }));
    const reply = await handlePanelMessage({
      kind: 'analyse',
      job: { jobTitle: 'A job', jobDescription: 'Build a thing' },
    });
    expect(reply).toEqual({ ok: false, failure: { code: 'LIMIT_REACHED', error: limit } });
  });

  it('says the app does not answer, naming its address, when the network call fails', async () => {
    await saveToken('token');
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    const reply = await handlePanelMessage({ kind: 'templates' });
    expect(reply).toEqual({
      ok: false,
      failure: { code: 'UNREACHABLE', error: panelMessages.unreachable(DEFAULT_API_ORIGIN) },
    });
  });

  it('says the browser is offline without trying the network', async () => {
    await saveToken('token');
    const calls = serve(() => json(200, {}));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const reply = await handlePanelMessage({ kind: 'profiles' });
    expect(reply).toEqual({ ok: false, failure: { code: 'OFFLINE', error: networkMessages.offline } });
    expect(calls).toHaveLength(0);
    vi.restoreAllMocks();
  });

  it('refuses an answer that is not what the API promises', async () => {
    await saveToken('token');
    serve(() => json(200, { profiles: [{ nonsense: true }] }));
    const reply = await handlePanelMessage({ kind: 'profiles' });
    expect(reply.ok).toBe(false);
  });

  it('moves the API to a new https origin, dropping the token that belonged to the old one', async () => {
    await saveToken('token');
    const reply = await handlePanelMessage({ kind: 'setOrigin', apiOrigin: 'https://app.example.com/dashboard' });
    expect(reply).toEqual({ ok: true, data: { apiOrigin: 'https://app.example.com', connected: false } });
  });

  it('refuses plain http to another machine and addresses that are not web origins', async () => {
    for (const apiOrigin of ['http://app.example.com', 'javascript:alert(1)', 'not a url']) {
      const reply = await handlePanelMessage({ kind: 'setOrigin', apiOrigin });
      expect(reply).toEqual({ ok: false, failure: { code: 'REFUSED', error: panelMessages.invalidOrigin } });
    }
    expect((await readSession()).apiOrigin).toBe(DEFAULT_API_ORIGIN);
  });

  it('keeps the old origin when Chrome did not grant access to the new one', async () => {
    fakeBrowser.permissions.contains = vi.fn(async () => false);
    const reply = await handlePanelMessage({ kind: 'setOrigin', apiOrigin: 'https://app.example.com' });
    expect(reply).toEqual({ ok: false, failure: { code: 'REFUSED', error: panelMessages.originPermissionRefused } });
    expect((await readSession()).apiOrigin).toBe(DEFAULT_API_ORIGIN);
  });

  it('signs out by ending the session on the server and forgetting the token', async () => {
    const calls = serve(() => new Response(null, { status: 204 }));
    await saveToken('token');
    expect(await handlePanelMessage({ kind: 'signOut' })).toEqual({
      ok: true,
      data: { apiOrigin: DEFAULT_API_ORIGIN, connected: false },
    });
    expect(calls.map((call) => [call.url, call.init.method])).toEqual([
      [`${DEFAULT_API_ORIGIN}/api/auth/logout`, 'POST'],
    ]);
    expect((calls[0]?.init.headers as Record<string, string>).Authorization).toBe('Bearer token');
  });

  it('forgets the token even when the server cannot be reached to end the session', async () => {
    serve(() => {
      throw new TypeError('Failed to fetch');
    });
    await saveToken('token');
    expect(await handlePanelMessage({ kind: 'signOut' })).toEqual({
      ok: true,
      data: { apiOrigin: DEFAULT_API_ORIGIN, connected: false },
    });
    expect((await readSession()).token).toBeNull();
  });
});

describe('the service worker handing a profile page to the web app', () => {
  const page = {
    text: 'Marta Kowalczyk\nData Engineer',
    url: 'https://www.upwork.com/freelancers/~01c4e7a2b9d8f3e651',
  };

  /** A stand-in for opening tabs per test, so each test counts only the tabs it opened. */
  const openedTabs = () => {
    const create = vi.fn(async () => ({}) as Awaited<ReturnType<typeof fakeBrowser.tabs.create>>);
    fakeBrowser.tabs.create = create;
    return create;
  };

  it('keeps the text for the app and opens the app’s profile import at the address in the settings', async () => {
    await handlePanelMessage({ kind: 'setOrigin', apiOrigin: 'https://app.example.com/' });
    const create = openedTabs();

    expect(await handlePanelMessage({ kind: 'importProfile', ...page })).toEqual({ ok: true, data: {} });

    expect(create).toHaveBeenCalledWith({ url: 'https://app.example.com/dashboard/profiles?import=extension' });
    expect(await takeProfileImport()).toEqual(page);
  });

  it('refuses a page without text, and opens nothing', async () => {
    const create = openedTabs();
    const reply = await handlePanelMessage({ kind: 'importProfile', text: '  \n ', url: page.url });
    expect(reply).toEqual({ ok: false, failure: { code: 'REFUSED', error: panelMessages.importUnreadable } });
    expect(create).not.toHaveBeenCalled();
    expect(await takeProfileImport()).toBeNull();
  });
});

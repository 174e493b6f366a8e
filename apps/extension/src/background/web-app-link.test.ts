import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { readSession } from './session-store';
import { answerWebApp } from './web-app-link';

const app = 'http://localhost:3000';

beforeEach(() => {
  fakeBrowser.reset();
  fakeBrowser.runtime.getManifest = vi.fn(() => ({ manifest_version: 3, name: 'Quillbid', version: '0.1.0' }));
});

describe('the web app handing the extension a token', () => {
  it('keeps the token and the app’s origin when the page speaks for its own origin', async () => {
    const reply = await answerWebApp(
      { type: 'quillbid:connect', token: 'extension-token', apiOrigin: app },
      { origin: app, url: `${app}/dashboard/extension?connect=1` },
    );
    expect(reply).toEqual({ ok: true });
    expect(await readSession()).toEqual({ apiOrigin: app, token: 'extension-token' });
  });

  it('refuses a page that claims another origin, and malformed messages', async () => {
    const claims = await answerWebApp(
      { type: 'quillbid:connect', token: 'stolen', apiOrigin: 'https://app.example.com' },
      { origin: app },
    );
    const malformed = await answerWebApp({ type: 'quillbid:connect', token: 42, apiOrigin: app }, { origin: app });
    const unknown = await answerWebApp({ type: 'quillbid:other' }, { origin: app });
    expect([claims, malformed, unknown]).toEqual([{ ok: false }, { ok: false }, { ok: false }]);
    expect((await readSession()).token).toBeNull();
  });

  it('reports whether it is connected, so the dashboard can say so', async () => {
    const before = await answerWebApp({ type: 'quillbid:status' }, { origin: app });
    await answerWebApp({ type: 'quillbid:connect', token: 't', apiOrigin: app }, { origin: app });
    const after = await answerWebApp({ type: 'quillbid:status' }, { origin: app });
    expect(before).toEqual({ installed: true, connected: false, version: '0.1.0' });
    expect(after).toEqual({ installed: true, connected: true, version: '0.1.0' });
  });
});

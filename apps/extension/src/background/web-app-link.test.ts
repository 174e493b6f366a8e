import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { keepProfileImport } from './profile-import-store';
import { readSession, saveOrigin } from './session-store';
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

describe('the web app taking the profile page the panel read', () => {
  const page = {
    text: 'Marta Kowalczyk\nData Engineer',
    url: 'https://www.upwork.com/freelancers/~01c4e7a2b9d8f3e651',
  };
  const take = { type: 'quillbid:take-profile-import' };

  beforeEach(() => saveOrigin(app));
  afterEach(() => vi.useRealTimers());

  it('hands the text to the app once, then answers that nothing is waiting', async () => {
    await keepProfileImport(page);
    expect(await answerWebApp(take, { origin: app, url: `${app}/dashboard/profiles?import=extension` })).toEqual(page);
    expect(await answerWebApp(take, { origin: app })).toEqual({ text: null });
  });

  it('gives nothing to another origin, and keeps the text for the app', async () => {
    await keepProfileImport(page);
    expect(await answerWebApp(take, { origin: 'http://localhost:5173' })).toEqual({ text: null });
    expect(await answerWebApp(take, { url: 'https://app.example.com/dashboard/profiles' })).toEqual({ text: null });
    expect(await answerWebApp(take, {})).toEqual({ text: null });
    expect(await answerWebApp(take, { origin: app })).toEqual(page);
  });

  it('gives one of two takes at once the text, and the other nothing', async () => {
    await keepProfileImport(page);
    const replies = await Promise.all([answerWebApp(take, { origin: app }), answerWebApp(take, { origin: app })]);
    expect(replies).toEqual([page, { text: null }]);
  });

  it('keeps the text for ten minutes, then forgets it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T12:00:00Z'));
    await keepProfileImport(page);
    vi.setSystemTime(new Date('2026-11-25T12:09:59Z'));
    expect(await answerWebApp(take, { origin: app })).toEqual(page);

    await keepProfileImport(page);
    vi.setSystemTime(new Date('2026-11-25T12:20:00Z'));
    expect(await answerWebApp(take, { origin: app })).toEqual({ text: null });
    expect(await browser.storage.session.get(null)).toEqual({});
  });
});

import { browser } from 'wxt/browser';
import { DEFAULT_API_ORIGIN } from '../settings/origin';

/**
 * The API origin and the session token live in the extension's own storage, which no web page can read
 * (never in a page's `localStorage`). The token is kept in `storage.session` and mirrored to
 * `storage.local`, so a browser restart does not sign the user out.
 */
export interface StoredSession {
  apiOrigin: string;
  token: string | null;
}

const ORIGIN_KEY = 'apiOrigin';
const TOKEN_KEY = 'token';

export async function readSession(): Promise<StoredSession> {
  const [local, session] = await Promise.all([
    browser.storage.local.get([ORIGIN_KEY, TOKEN_KEY]),
    browser.storage.session.get(TOKEN_KEY),
  ]);
  const apiOrigin = typeof local[ORIGIN_KEY] === 'string' ? local[ORIGIN_KEY] : DEFAULT_API_ORIGIN;
  const token = session[TOKEN_KEY] ?? local[TOKEN_KEY];
  return { apiOrigin, token: typeof token === 'string' && token !== '' ? token : null };
}

export async function saveToken(token: string | null): Promise<void> {
  if (token === null) {
    await Promise.all([browser.storage.local.remove(TOKEN_KEY), browser.storage.session.remove(TOKEN_KEY)]);
    return;
  }
  await Promise.all([
    browser.storage.local.set({ [TOKEN_KEY]: token }),
    browser.storage.session.set({ [TOKEN_KEY]: token }),
  ]);
}

export async function saveOrigin(apiOrigin: string): Promise<void> {
  await browser.storage.local.set({ [ORIGIN_KEY]: apiOrigin });
}

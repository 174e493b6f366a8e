import { authMessages, decodeJwtPayload } from '@quillbid/shared';
import { asRecord } from '../../lib/record';

const AUTHORIZE_URL = 'https://accounts.google.com/o/oauth2/v2/auth';
const PENDING_KEY = 'quillbid.google-sign-in';
const POPUP_NAME = 'google-sign-in';
const POPUP_WIDTH = 500;
const POPUP_HEIGHT = 600;

/** One sign-in attempt; `inviteToken` is set when it accepts an agency invite. */
type PendingSignIn = { state: string; nonce: string; inviteToken?: string; inPopup?: boolean };

/** The attempt stored in sessionStorage, or null when there is none (or something else is stored there). */
function readPending(stored: string | null): PendingSignIn | null {
  const record = asRecord(parseJson(stored));
  if (record === null) return null;
  const { state, nonce, inviteToken, inPopup } = record;
  if (typeof state !== 'string' || typeof nonce !== 'string') return null;
  if (inviteToken !== undefined && typeof inviteToken !== 'string') return null;
  if (inPopup !== undefined && typeof inPopup !== 'boolean') return null;
  return { state, nonce, inviteToken, inPopup };
}

export type GoogleCredential = { credential: string; inviteToken?: string };
export type GoogleRedirectResult = GoogleCredential | { error: string } | null;

/** Where Google sends the browser back; one address to register with Google for every screen. */
function redirectUri(): string {
  return `${window.location.origin}/login`;
}

/** The spec's 500 × 600 sign-in window, centred over the app's window. */
function popupFeatures(): string {
  const left = Math.round(window.screenX + (window.outerWidth - POPUP_WIDTH) / 2);
  const top = Math.round(window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2);
  return `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`;
}

/**
 * Google's OpenID Connect flow in a popup with the account chooser: no third-party script runs on our
 * pages (the CSP allows none), and the server verifies the returned ID token's signature, audience and
 * expiry. Returns the popup, or null when it was blocked and the whole page went to Google instead;
 * the pending record in sessionStorage carries the invite token across that redirect.
 */
export function startGoogleSignIn(clientId: string, inviteToken?: string): Window | null {
  const pending = { state: crypto.randomUUID(), nonce: crypto.randomUUID() };
  const remember = (inPopup: boolean) =>
    sessionStorage.setItem(PENDING_KEY, JSON.stringify({ ...pending, inviteToken, inPopup }));
  // The popup starts with a copy of this sessionStorage, so it knows it is the popup even when
  // Google's pages have cut it off from its opener.
  remember(true);
  const params = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri(),
    response_type: 'id_token',
    scope: 'openid email profile',
    prompt: 'select_account',
    ...pending,
  });
  const url = `${AUTHORIZE_URL}?${params.toString()}`;
  const popup = window.open(url, POPUP_NAME, popupFeatures());
  if (popup === null) {
    remember(false);
    window.location.assign(url);
  }
  return popup;
}

/** True in the window of a popup attempt that has not been answered yet. */
export function isGooglePopupWindow(): boolean {
  return readPending(sessionStorage.getItem(PENDING_KEY))?.inPopup === true;
}

/** Reads Google's answer from a URL fragment, once; null when it is not the answer to this browser's attempt. */
export function takeGoogleRedirectResult(hash: string): GoogleRedirectResult {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const state = params.get('state');
  if (state === null) return null;

  const stored = sessionStorage.getItem(PENDING_KEY);
  sessionStorage.removeItem(PENDING_KEY);
  const pending = readPending(stored);
  if (pending === null || pending.state !== state) return null;

  const credential = params.get('id_token');
  if (credential === null) return { error: authMessages.googleFailed };
  // A token minted for another sign-in attempt (replayed into this page) carries another nonce.
  if (asRecord(decodeJwtPayload(credential))?.nonce !== pending.nonce) return { error: authMessages.googleFailed };
  return { credential, inviteToken: pending.inviteToken };
}

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

import { authMessages } from '@quillbid/shared';
import { z } from 'zod';
import { decodeJwtPayload } from '../../lib/jwt';

const AUTHORIZE_URL = 'https://accounts.google.com/o/oauth2/v2/auth';
const PENDING_KEY = 'quillbid.google-sign-in';

const pendingSchema = z.object({ state: z.string(), nonce: z.string() });
const claimsSchema = z.object({ nonce: z.string() });

/** Where Google sends the browser back; one address to register with Google for both auth screens. */
function redirectUri(): string {
  return `${window.location.origin}/login`;
}

/**
 * Google's OpenID Connect redirect flow: no third-party script runs on our pages (the CSP allows none),
 * and the server verifies the returned ID token's signature, audience and expiry.
 */
export function startGoogleSignIn(clientId: string): void {
  const pending = { state: crypto.randomUUID(), nonce: crypto.randomUUID() };
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  const params = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri(),
    response_type: 'id_token',
    scope: 'openid email profile',
    prompt: 'select_account',
    ...pending,
  });
  window.location.assign(`${AUTHORIZE_URL}?${params.toString()}`);
}

export type GoogleRedirectResult = { credential: string } | { error: string } | null;

/** Reads Google's answer from the URL fragment, once; null when this page load is not a return from Google. */
export function takeGoogleRedirectResult(hash: string): GoogleRedirectResult {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const state = params.get('state');
  if (state === null) return null;

  const stored = sessionStorage.getItem(PENDING_KEY);
  sessionStorage.removeItem(PENDING_KEY);
  const pending = pendingSchema.safeParse(parseJson(stored));
  if (!pending.success || pending.data.state !== state) return null;

  const credential = params.get('id_token');
  if (credential === null) return { error: authMessages.googleFailed };
  // A token minted for another sign-in attempt (replayed into this page) carries another nonce.
  const claims = claimsSchema.safeParse(decodeJwtPayload(credential));
  if (!claims.success || claims.data.nonce !== pending.data.nonce) return { error: authMessages.googleFailed };
  return { credential };
}

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

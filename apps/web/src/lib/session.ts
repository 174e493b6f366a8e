import {
  isLiveSessionToken,
  readCookie,
  REMEMBER_ME_SESSION_DAYS,
  SESSION_DAYS,
  SESSION_STORAGE_KEY,
  TOKEN_COOKIE,
} from '@quillbid/shared';

export type SessionStatus = 'valid' | 'expired' | 'missing';

const DAY_MS = 24 * 60 * 60 * 1000;

export function getToken(): string | null {
  // Pre-rendering a page at build time has no document, and no visitor either.
  if (typeof document === 'undefined') return null;
  return readCookie(document.cookie, TOKEN_COOKIE);
}

function writeTokenCookie(value: string, expires: Date): void {
  // SameSite=Lax rather than the spec's None: None requires Secure, which would drop the cookie on plain-http
  // installs, and the app and API share one origin so cross-site sending is never needed.
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(value)}; Path=/; Expires=${expires.toUTCString()}; SameSite=Lax${secure}`;
}

/** Replaces the session: a new token, and no client data left over from a previous user. */
export function startSession(token: string, rememberMe: boolean): void {
  localStorage.removeItem(SESSION_STORAGE_KEY);
  const days = rememberMe ? REMEMBER_ME_SESSION_DAYS : SESSION_DAYS;
  writeTokenCookie(token, new Date(Date.now() + days * DAY_MS));
}

export function clearSession(): void {
  writeTokenCookie('', new Date(0));
  localStorage.removeItem(SESSION_STORAGE_KEY);
}

export function sessionStatus(now = Date.now()): SessionStatus {
  const token = getToken();
  if (token === null) return 'missing';
  return isLiveSessionToken(token, now) ? 'valid' : 'expired';
}

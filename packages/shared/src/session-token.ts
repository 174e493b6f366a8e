/**
 * A JWT's claims, decoded without verification: only the API trusts a token, after checking its signature. The
 * browser reads them, and the server reads the session cookie's to choose which public page to send.
 */
export function decodeJwtPayload(token: string): unknown {
  const payload = token.split('.')[1];
  if (payload === undefined) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return null;
  }
}

/** When a session token expires, in milliseconds, or null when it has no readable `exp`. */
export function sessionTokenExpiry(token: string): number | null {
  const claims = decodeJwtPayload(token);
  const exp = typeof claims === 'object' && claims !== null ? (claims as { exp?: unknown }).exp : undefined;
  return typeof exp === 'number' ? exp * 1000 : null;
}

/** Whether a session token has not expired; one without a readable expiry counts as expired. */
export function isLiveSessionToken(token: string, now = Date.now()): boolean {
  const expiry = sessionTokenExpiry(token);
  return expiry !== null && expiry > now;
}

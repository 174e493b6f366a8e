/** Where the API answers when the user has not chosen another address. */
export const DEFAULT_API_ORIGIN = 'http://localhost:3000';

/** The origin of an address the user typed ("https://app.example.com/" → "https://app.example.com"), or null. */
export function normaliseOrigin(value: string): string | null {
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    // Plain http only to this machine: a token must never cross a network unencrypted.
    if (url.protocol === 'http:' && !['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) return null;
    return url.origin;
  } catch {
    return null;
  }
}

export function apiOriginFromEnv(value: string | undefined): string {
  if (!value) return DEFAULT_API_ORIGIN;
  const origin = normaliseOrigin(value);
  if (!origin) throw new Error(`QUILLBID_API_ORIGIN is not an http(s) origin: ${value}`);
  return origin;
}

/** A match pattern for every page of an origin; match patterns leave the port out to match any port. */
export function originPattern(origin: string): string {
  const url = new URL(origin);
  return `${url.protocol}//${url.hostname}/*`;
}

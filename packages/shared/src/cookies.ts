/** The value of cookie `name` in a `Cookie` header or `document.cookie` ("a=1; b=2"), or null when absent or empty. */
export function readCookie(cookies: string, name: string): string | null {
  for (const pair of cookies.split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('=')) || null;
    } catch {
      // Not written by this app (a malformed escape): as good as absent.
      return null;
    }
  }
  return null;
}

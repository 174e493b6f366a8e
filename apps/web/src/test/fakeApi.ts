import { vi } from 'vitest';

type Handler = (request: { body: unknown; headers: Headers; url: URL }) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Replaces global fetch with a router keyed by "METHOD /api/path"; an unknown route fails the test loudly.
 * Returns the mock, so a test can inspect the calls it received.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), window.location.origin);
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    const handler = routes[key];
    if (!handler) throw new Error(`Unexpected request: ${key}`);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    return handler({ body, headers: new Headers(init.headers), url });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

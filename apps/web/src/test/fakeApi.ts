import { act, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { WAIT_TIMEOUT_MS } from './timeouts';

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

const routeOf = ([input, init]: Parameters<typeof fetch>) =>
  `${init?.method ?? 'GET'} ${new URL(String(input), window.location.origin).pathname}`;

/**
 * Waits until `route` ("METHOD /api/path") has been asked for and every request made so far answered and read,
 * and React has drawn what that changed: reading a body held in memory takes only promise callbacks, which all
 * run before a timer's.
 */
export async function requestAnswered(fetchMock: ReturnType<typeof fakeApi>, route: string): Promise<void> {
  await waitFor(() => expect(fetchMock.mock.calls.map(routeOf)).toContain(route), { timeout: WAIT_TIMEOUT_MS });
  await act(async () => {
    await Promise.allSettled(fetchMock.mock.results.map((result) => result.value));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

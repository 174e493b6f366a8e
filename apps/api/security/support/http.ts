import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../test/support/test-app.js';
import { fillPath, type Route } from './route-table.js';

export type CallOptions = {
  params?: Record<string, string>;
  token?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is, as JSON: for texts `JSON.stringify` cannot write, such as a `__proto__` key. */
  rawBody?: string;
  query?: Record<string, string>;
  remoteAddress?: string;
};

export function call(t: TestApp, route: Route, options: CallOptions = {}): Promise<LightMyRequestResponse> {
  const query = options.query ? `?${new URLSearchParams(options.query)}` : '';
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const payload = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  if (payload !== undefined) headers['content-type'] = 'application/json';
  return t.app.inject({
    method: route.method,
    url: fillPath(route, options.params ?? {}) + query,
    payload,
    headers,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

/** Whether a failure answered as every failure must: a JSON body with an `error` string. */
export function isErrorAnswer(res: LightMyRequestResponse): boolean {
  if (!String(res.headers['content-type'] ?? '').startsWith('application/json')) return false;
  try {
    return typeof res.json<{ error?: unknown }>().error === 'string';
  } catch {
    return false;
  }
}

/**
 * The answer's JSON. A stream of Server-Sent Events answers with the data of its `done` event (or of its
 * `error` event), the saved result the stream ends with.
 */
export function answerJson(res: LightMyRequestResponse): unknown {
  const type = String(res.headers['content-type'] ?? '');
  if (type.startsWith('application/json')) return res.json();
  if (!type.startsWith('text/event-stream')) return undefined;
  const last = /event: (?:done|error)\ndata: (.*)\n/.exec(res.body)?.[1];
  return last ? JSON.parse(last) : undefined;
}

/** One line of a failure list: which call, and what it answered. */
export const describeAnswer = (label: string, res: LightMyRequestResponse) =>
  `${label}: ${res.statusCode} ${res.body.slice(0, 160)}`;

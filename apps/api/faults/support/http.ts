/** What came back: `status` 0 when no answer did (refused, reset, or the client's own timeout). */
export type Answer = {
  status: number;
  /** The parsed JSON body, or null. */
  json: Record<string, unknown> | null;
  text: string;
  headers: Headers | null;
  /** How long the answer took. */
  ms: number;
  /** Why there was no answer, when `status` is 0. */
  failure?: string;
};

export type CallOptions = { token?: string; body?: unknown; timeoutMs?: number; headers?: Record<string, string> };

/** One HTTP request with a deadline of its own, so nothing in the suite can wait forever. */
export async function call(
  baseUrl: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  options: CallOptions = {},
): Promise<Answer> {
  const started = Date.now();
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
    });
    const text = await res.text();
    return { status: res.status, json: parseJson(text), text, headers: res.headers, ms: Date.now() - started };
  } catch (error) {
    return { status: 0, json: null, text: '', headers: null, ms: Date.now() - started, failure: describe(error) };
  }
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** fetch hides the socket's error code in `cause`. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: string; message?: string } | undefined;
  return [error.name, error.message, cause?.code, cause?.message].filter(Boolean).join(': ');
}

/** The `event:`/`data:` pairs of a Server-Sent Events body. */
export function sseEvents(body: string): { event: string; data: Record<string, unknown> }[] {
  return body
    .split('\n\n')
    .map((block) => /^event: (.+)\ndata: (.+)$/m.exec(block))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ event: match[1] ?? '', data: parseJson(match[2] ?? '') ?? {} }));
}

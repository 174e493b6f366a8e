import { errorResponseSchema, networkMessages, panelMessages } from '@quillbid/shared';
import type { Failure, FailureCode, Reply } from '../protocol';
import { readSession, saveToken } from './session-store';

export interface ApiCall {
  method?: 'GET' | 'POST';
  body?: unknown;
  accept?: string;
  /** Calls made before there is a session (signing in) carry no token. */
  anonymous?: boolean;
  signal?: AbortSignal;
}

export const failure = (code: FailureCode, error: string): { ok: false; failure: Failure } => ({
  ok: false,
  failure: { code, error },
});

/** Calls `<origin>/api/<path>` and answers the open response, or a failure in words fit to show. */
export async function send(path: string, call: ApiCall = {}): Promise<Reply<Response>> {
  const { apiOrigin, token } = await readSession();
  if (!call.anonymous && token === null) return failure('NOT_CONNECTED', panelMessages.notConnected);
  if (!navigator.onLine) return failure('OFFLINE', networkMessages.offline);

  const headers: Record<string, string> = { Accept: call.accept ?? 'application/json' };
  if (call.body !== undefined) headers['Content-Type'] = 'application/json';
  if (!call.anonymous && token !== null) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${apiOrigin}/api/${path}`, {
      method: call.method ?? 'GET',
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: call.signal,
    });
  } catch {
    return failure('UNREACHABLE', panelMessages.unreachable(apiOrigin));
  }
  if (response.ok) return { ok: true, data: response };
  return { ok: false, failure: await failureOf(response, !call.anonymous) };
}

/** `send`, then the JSON body. */
export async function callApi<T>(path: string, call: ApiCall = {}): Promise<Reply<T>> {
  const sent = await send(path, call);
  if (!sent.ok) return sent;
  try {
    return { ok: true, data: (await sent.data.json()) as T };
  } catch {
    return failure('UNREACHABLE', panelMessages.unreachable(new URL(sent.data.url).origin));
  }
}

async function failureOf(response: Response, withSession: boolean): Promise<Failure> {
  if (response.status === 401 && withSession) {
    // The server no longer takes this token (expired, or revoked by a password reset): forget it.
    await saveToken(null);
    return { code: 'SESSION_ENDED', error: panelMessages.sessionEnded };
  }
  const body = errorResponseSchema.safeParse(await response.json().catch(() => null));
  if (!body.success) {
    return {
      code: 'REFUSED',
      error: `${networkMessages.httpErrorPrefix}${response.status} ${response.statusText}`.trim(),
    };
  }
  const { error, code } = body.data;
  if (code === 'SUBSCRIPTION_REQUIRED' || code === 'LIMIT_REACHED') return { code, error };
  return { code: 'REFUSED', error };
}

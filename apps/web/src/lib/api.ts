import { networkMessages } from '@quillbid/shared';
import { getToken } from './session';

export type ApiResult<T> = { data: T; error: null } | { data: null; error: string };

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

type SessionRejectedHandler = () => void;
let onSessionRejected: SessionRejectedHandler = () => {};

/** The app decides what a rejected session means for the screen (toast, redirect); the client only reports it. */
export function setSessionRejectedHandler(handler: SessionRejectedHandler): () => void {
  onSessionRejected = handler;
  return () => {
    if (onSessionRejected === handler) onSessionRejected = () => {};
  };
}

/** Calls `/api/<path>` and never throws: every failure becomes `error`, a message fit to show the user. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  const sent = await send(path, options, 'application/json');
  if (sent.error !== null) return sent;
  const body = await readJson(sent.data);
  if (sent.data.ok && body.parsed) return { data: body.value as T, error: null };
  return { data: null, error: errorMessage(sent.data, body) };
}

/**
 * Calls `/api/<path>` for a streamed answer (Server-Sent Events): the open response when the server
 * accepted the call, else the same user-facing message `apiRequest` would give.
 */
export async function apiStream(path: string, options: RequestOptions = {}): Promise<ApiResult<Response>> {
  const sent = await send(path, options, 'text/event-stream');
  if (sent.error !== null || sent.data.ok) return sent;
  return { data: null, error: errorMessage(sent.data, await readJson(sent.data)) };
}

/** A file the server sent as an attachment, and the name it suggested for it (null when it named none). */
export interface DownloadedFile {
  blob: Blob;
  filename: string | null;
}

/**
 * Calls `/api/<path>` for a file (a CSV export): the body as a blob when the server accepted the call, else
 * the same user-facing message `apiRequest` would give. The bearer token goes with it, which a plain link
 * could not send.
 */
export async function apiDownload(path: string, options: RequestOptions = {}): Promise<ApiResult<DownloadedFile>> {
  const sent = await send(path, options, '*/*');
  if (sent.error !== null) return sent;
  if (!sent.data.ok) return { data: null, error: errorMessage(sent.data, await readJson(sent.data)) };
  try {
    const blob = await sent.data.blob();
    return { data: { blob, filename: attachmentName(sent.data.headers.get('Content-Disposition')) }, error: null };
  } catch {
    // The connection dropped while the file was arriving.
    return { data: null, error: unreachableMessage() };
  }
}

/** The file name of `Content-Disposition: attachment; filename="…"` (or its RFC 5987 `filename*` form). */
export function attachmentName(disposition: string | null): string | null {
  if (disposition === null) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed escape: fall back to the plain form below.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(disposition);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name ? name : null;
}

/**
 * The message for a call that could not reach the server: the spec's offline message when the browser
 * knows it has no network (it may have gone offline while the call was under way), else the network one.
 */
export function unreachableMessage(): string {
  return navigator.onLine ? networkMessages.network : networkMessages.offline;
}

async function send(path: string, options: RequestOptions, accept: string): Promise<ApiResult<Response>> {
  if (!navigator.onLine) return { data: null, error: networkMessages.offline };

  const token = getToken();
  const headers: Record<string, string> = { Accept: accept };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token !== null) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`/api/${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch {
    return { data: null, error: unreachableMessage() };
  }
  if (response.status === 401 && token !== null) onSessionRejected();
  return { data: response, error: null };
}

type JsonBody = { parsed: true; value: unknown } | { parsed: false };

async function readJson(response: Response): Promise<JsonBody> {
  try {
    const text = await response.text();
    return { parsed: true, value: text === '' ? null : JSON.parse(text) };
  } catch {
    return { parsed: false };
  }
}

function errorMessage(response: Response, body: JsonBody): string {
  if (body.parsed && typeof body.value === 'object' && body.value !== null) {
    const { error, message } = body.value as { error?: unknown; message?: unknown };
    if (typeof error === 'string' && error !== '') return error;
    if (typeof message === 'string' && message !== '') return message;
  }
  // HTTP/2 responses carry no status text, so the code stands in for it.
  return networkMessages.httpErrorPrefix + (response.statusText || String(response.status));
}

import { CLIENT_ERROR_LIMITS, type ClientError } from '@quillbid/shared';
import { apiRequest } from './api';

/**
 * Tells the server a page failed in this browser (its error panel is showing), so the failure reaches the
 * operator's log. `page`: the path the visitor was on, by default the address bar's. Best effort: a report that
 * cannot be sent is dropped, and the visitor sees nothing of it.
 */
export function reportClientError(
  kind: ClientError['kind'],
  error: unknown,
  page: string = window.location.pathname,
): void {
  const { message, stack } = error instanceof Error ? error : { message: String(error), stack: undefined };
  const report: ClientError = {
    kind,
    message: message.slice(0, CLIENT_ERROR_LIMITS.message),
    stack: stack?.slice(0, CLIENT_ERROR_LIMITS.stack),
    page: page.slice(0, CLIENT_ERROR_LIMITS.page),
  };
  void apiRequest('client-errors', { method: 'POST', body: report });
}

import type { ApiResult } from './api';

/** TanStack Query expects a thrown error; the message is the client's user-facing one. */
export function unwrap<T>(result: ApiResult<T>): T {
  if (result.error !== null) throw new Error(result.error);
  return result.data;
}

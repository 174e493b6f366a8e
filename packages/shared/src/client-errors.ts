import { z } from 'zod';
import { CLIENT_ERROR_LIMITS } from './constants.js';
import { safeText } from './text.js';

/**
 * What the web app reports when a page fails in a browser and its error panel shows (`POST client-errors`):
 * `render`, a page that threw while drawing; `chunk`, a page whose code could not be loaded, after the reload
 * that usually fixes it. `page` is the path the visitor was on.
 */
export const clientErrorSchema = z.object({
  kind: z.enum(['render', 'chunk']),
  message: safeText().max(CLIENT_ERROR_LIMITS.message),
  stack: safeText().max(CLIENT_ERROR_LIMITS.stack).optional(),
  page: safeText().max(CLIENT_ERROR_LIMITS.page),
});
export type ClientError = z.infer<typeof clientErrorSchema>;

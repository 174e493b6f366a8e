import { z } from 'zod';

/**
 * The id Chrome gives the extension when it is loaded unpacked: it follows from the public key in the
 * manifest (`apps/extension/keys/public-key.txt`), so the web app knows whom to hand a token to. A store
 * listing gets its own id, which the server adds through `EXTENSION_IDS`.
 */
export const UNPACKED_EXTENSION_ID = 'elmgnincikkkjanfjelkncalpocldgee';

/** Chrome writes an extension id as 32 letters from a to p (a hash of its key, one letter per nibble). */
export const EXTENSION_ID_PATTERN = /^[a-p]{32}$/;

/** The web app page that explains the install and links the extension; `?connect=1` links it at once. */
export const EXTENSION_PAGE_PATH = '/dashboard/extension';

/** Messages the web app sends the extension through `externally_connectable`. */
export const extensionConnectMessageSchema = z.strictObject({
  type: z.literal('quillbid:connect'),
  token: z.string().min(1).max(4096),
  /** The origin of the app that handed the token over: the extension's API origin from then on. */
  apiOrigin: z.string().url(),
});
export type ExtensionConnectMessage = z.infer<typeof extensionConnectMessageSchema>;

export const extensionStatusRequestSchema = z.strictObject({ type: z.literal('quillbid:status') });
export type ExtensionStatusRequest = z.infer<typeof extensionStatusRequestSchema>;

/** What the extension answers the web app about itself. */
export const extensionStatusSchema = z.object({
  installed: z.literal(true),
  connected: z.boolean(),
  version: z.string(),
});
export type ExtensionStatus = z.infer<typeof extensionStatusSchema>;

/**
 * What the extension answers `quillbid:connect`: `ok: true` only once the token is saved in its own
 * storage (so the status it reports next says connected), `ok: false` when it refused or could not
 * save it. Any other answer, or none, counts as a failure on the web app's side.
 */
export const extensionConnectReplySchema = z.object({ ok: z.boolean() });
export type ExtensionConnectReply = z.infer<typeof extensionConnectReplySchema>;

/** Each message the web app sends, by `type`, with the schema its answer must match. */
export const extensionReplySchemas = {
  'quillbid:status': extensionStatusSchema,
  'quillbid:connect': extensionConnectReplySchema,
} as const;
export type ExtensionRequest = ExtensionStatusRequest | ExtensionConnectMessage;
export type ExtensionReply<M extends ExtensionRequest> = z.infer<(typeof extensionReplySchemas)[M['type']]>;

/** `POST auth/extension-token`: a session token for the extension, with the long ("Remember me") expiry. */
export const extensionTokenResponseSchema = z.object({ token: z.string() });
export type ExtensionTokenResponse = z.infer<typeof extensionTokenResponseSchema>;

export const extensionMessages = {
  connected: 'Connected',
  notConnected: 'Not connected',
  notInstalled: 'The Quillbid extension is not installed in this browser.',
  connectedNow: 'The extension is connected. You can close this tab and go back to the side panel.',
  connectFailed: 'The extension could not be connected. Reload the extension and try again.',
  checking: 'Looking for the extension…',
} as const;

import { z } from 'zod';
import { PROFILE_PAGE_MAX } from './profile-import/limits.js';

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

/**
 * `?import=extension` on the profiles page: the extension has kept the text of the user's own profile page
 * and opened this page to hand it over.
 */
export const EXTENSION_IMPORT_QUERY = { name: 'import', value: 'extension' } as const;
export const EXTENSION_IMPORT_PATH = `/dashboard/profiles?${EXTENSION_IMPORT_QUERY.name}=${EXTENSION_IMPORT_QUERY.value}`;

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

/** Asks for the profile page text the extension keeps for the app; it hands it over once. */
export const extensionTakeProfileImportSchema = z.strictObject({ type: z.literal('quillbid:take-profile-import') });
export type ExtensionTakeProfileImport = z.infer<typeof extensionTakeProfileImportSchema>;

/** The text of a profile page the extension read, within what `POST profile/import` takes, and where it was read. */
export const extensionProfileImportSchema = z.object({
  text: z.string().trim().min(1).max(PROFILE_PAGE_MAX),
  url: z.string().url(),
});
export type ExtensionProfileImport = z.infer<typeof extensionProfileImportSchema>;

/** What the extension answers `quillbid:take-profile-import`: the text, or `text: null` when none is waiting. */
export const extensionTakeProfileImportReplySchema = z.union([
  extensionProfileImportSchema,
  z.object({ text: z.null() }),
]);
export type ExtensionTakeProfileImportReply = z.infer<typeof extensionTakeProfileImportReplySchema>;

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
  'quillbid:take-profile-import': extensionTakeProfileImportReplySchema,
} as const;
export type ExtensionRequest = ExtensionStatusRequest | ExtensionConnectMessage | ExtensionTakeProfileImport;
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

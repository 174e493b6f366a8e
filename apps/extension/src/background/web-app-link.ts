import {
  extensionConnectMessageSchema,
  extensionStatusRequestSchema,
  extensionTakeProfileImportSchema,
  type ExtensionStatus,
  type ExtensionTakeProfileImportReply,
} from '@quillbid/shared';
import { browser, type Browser } from 'wxt/browser';
import { takeProfileImport } from './profile-import-store';
import { readSession, saveOrigin, saveToken } from './session-store';

/**
 * Messages from the Quillbid web app (`externally_connectable` lets only the app's origin send them): it
 * hands over a token when the user clicks Connect, asks whether the extension is connected, and takes the
 * profile page text the panel read for its profile import.
 */
export async function answerWebApp(message: unknown, sender: Browser.runtime.MessageSender): Promise<unknown> {
  const origin = sender.origin ?? (sender.url ? new URL(sender.url).origin : null);
  if (extensionStatusRequestSchema.safeParse(message).success) return status();
  if (extensionTakeProfileImportSchema.safeParse(message).success) return profileImportFor(origin);

  const connect = extensionConnectMessageSchema.safeParse(message);
  // A page may only speak for its own origin: the token is for the server that page came from.
  if (!connect.success || origin === null || connect.data.apiOrigin !== origin) return { ok: false };
  await saveOrigin(connect.data.apiOrigin);
  await saveToken(connect.data.token);
  return { ok: true };
}

async function status(): Promise<ExtensionStatus> {
  const { token } = await readSession();
  return { installed: true, connected: token !== null, version: browser.runtime.getManifest().version };
}

/**
 * The user's own profile page goes only to the app the extension works with: the manifest lets every port of
 * the app's host ask, and the panel's settings may have moved the app since the build. Another origin gets
 * nothing, and the text stays waiting for the app.
 */
async function profileImportFor(origin: string | null): Promise<ExtensionTakeProfileImportReply> {
  const { apiOrigin } = await readSession();
  if (origin === null || origin !== apiOrigin) return { text: null };
  return (await takeProfileImport()) ?? { text: null };
}

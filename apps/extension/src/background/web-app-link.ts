import { extensionConnectMessageSchema, extensionStatusRequestSchema, type ExtensionStatus } from '@quillbid/shared';
import { browser, type Browser } from 'wxt/browser';
import { readSession, saveOrigin, saveToken } from './session-store';

/**
 * Messages from the Quillbid web app (`externally_connectable` lets only the app's origin send them): it
 * hands over a token when the user clicks Connect, and asks whether the extension is connected.
 */
export async function answerWebApp(message: unknown, sender: Browser.runtime.MessageSender): Promise<unknown> {
  const origin = sender.origin ?? (sender.url ? new URL(sender.url).origin : null);
  if (extensionStatusRequestSchema.safeParse(message).success) return status();

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

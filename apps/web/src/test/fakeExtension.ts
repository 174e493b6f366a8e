import type { ExtensionConnectReply, ExtensionStatus, ExtensionTakeProfileImportReply } from '@quillbid/shared';
import { vi } from 'vitest';

type SendMessage = (extensionId: string, message: unknown, callback: (reply: unknown) => void) => void;

/** What Chrome says when the id belongs to no installed extension that lists this origin. */
export const NOT_INSTALLED_ERROR = 'Could not establish connection. Receiving end does not exist.';

const typeOf = (message: unknown) =>
  typeof message === 'object' && message !== null && 'type' in message ? message.type : undefined;

/**
 * Stands in for the `chrome.runtime` Chrome gives a page when our extension is installed: it answers
 * `quillbid:status`, `quillbid:connect` and `quillbid:take-profile-import` for `id` only and, like Chrome,
 * calls back asynchronously with `lastError` set only during a failed call's callback. `connectReply` is the
 * answer to a connect (by default `{ ok: true }`, after which the status says connected); `profileImport` is
 * the profile page the panel read, handed over once like the real one (by default none is waiting).
 */
export function fakeExtension(
  id: string,
  options: {
    connected?: boolean;
    version?: string;
    connectReply?: unknown;
    profileImport?: ExtensionTakeProfileImportReply;
  } = {},
) {
  let connected = options.connected ?? false;
  let profileImport = options.profileImport ?? { text: null };
  const runtime: { lastError?: { message: string }; sendMessage: SendMessage } = {
    lastError: undefined,
    sendMessage: (extensionId, message, callback) => {
      queueMicrotask(() => {
        if (extensionId !== id) {
          runtime.lastError = { message: NOT_INSTALLED_ERROR };
          callback(undefined);
          runtime.lastError = undefined;
          return;
        }
        if (typeOf(message) === 'quillbid:status') {
          callback({ installed: true, connected, version: options.version ?? '0.1.0' } satisfies ExtensionStatus);
          return;
        }
        if (typeOf(message) === 'quillbid:take-profile-import') {
          callback(profileImport);
          profileImport = { text: null };
          return;
        }
        const reply = 'connectReply' in options ? options.connectReply : ({ ok: true } satisfies ExtensionConnectReply);
        if (typeof reply === 'object' && reply !== null && 'ok' in reply && reply.ok === true) connected = true;
        callback(reply);
      });
    },
  };
  const sendMessage = vi.spyOn(runtime, 'sendMessage');
  vi.stubGlobal('chrome', { runtime });
  const received = (type: string) =>
    sendMessage.mock.calls
      .filter(([to, message]) => to === id && typeOf(message) === type)
      .map(([, message]) => message);
  return {
    sendMessage,
    /** What the extension reports from now on, as if the user linked or unlinked it in the side panel. */
    setConnected: (value: boolean) => void (connected = value),
    /** The `quillbid:connect` messages the installed extension received (status is asked again and again). */
    connectMessages: () => received('quillbid:connect'),
    /** The `quillbid:take-profile-import` messages the installed extension received. */
    takeMessages: () => received('quillbid:take-profile-import'),
    /** Every id the page sent anything to. */
    messagedIds: () => [...new Set(sendMessage.mock.calls.map(([to]) => to))].sort(),
  };
}

import { extensionReplySchemas, type ExtensionReply, type ExtensionRequest } from '@quillbid/shared';

/**
 * The slice of `chrome.runtime` Chrome gives a web page whose origin an installed extension lists in
 * `externally_connectable` (declared here rather than pulling in @types/chrome for one call).
 */
interface PageChromeRuntime {
  sendMessage(extensionId: string, message: unknown, callback: (reply: unknown) => void): void;
  /** Set only while a callback runs, when the message could not be delivered or answered. */
  lastError?: { message?: string };
}

type WindowWithChrome = Window & { chrome?: { runtime?: PageChromeRuntime } };

/** A status answer comes straight back; a sleeping service worker needs a moment to wake up. */
export const EXTENSION_STATUS_TIMEOUT_MS = 2_000;
/** Connecting has the extension save the token before it answers. */
export const EXTENSION_CONNECT_TIMEOUT_MS = 10_000;
/** Taking the profile page the extension kept reads its storage only; a miss costs the user a second click. */
export const EXTENSION_TAKE_TIMEOUT_MS = 5_000;

/**
 * Sends `message` to the extensions in `ids`, one after another, and resolves the first answer that
 * matches the contract's schema for that message. Resolves null when Chrome offers no messaging (no
 * extension of ours lists this origin), when no id answers properly, or after `timeoutMs` in all.
 * The ids come from the server's configuration only: a token is never handed to any other extension.
 */
export function askExtension<M extends ExtensionRequest>(
  ids: readonly string[],
  message: M,
  timeoutMs: number,
): Promise<ExtensionReply<M> | null> {
  const runtime = (window as WindowWithChrome).chrome?.runtime;
  if (typeof runtime?.sendMessage !== 'function') return Promise.resolve(null);
  const schema = extensionReplySchemas[message.type];

  return new Promise((resolve) => {
    let settled = false;
    const finish = (reply: ExtensionReply<M> | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(reply);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);

    const tryFrom = (index: number): void => {
      if (settled) return;
      const id = ids[index];
      if (id === undefined) return finish(null);
      try {
        runtime.sendMessage(id, message, (reply) => {
          // Reading lastError also tells Chrome it was handled (else it logs "Unchecked runtime.lastError").
          if (runtime.lastError) return tryFrom(index + 1);
          const parsed = schema.safeParse(reply);
          // TypeScript cannot tie the schema picked by `message.type` to M; the map in shared does.
          if (parsed.success) finish(parsed.data as ExtensionReply<M>);
          else tryFrom(index + 1);
        });
      } catch {
        // Chrome throws at once for an id it cannot message from this page.
        tryFrom(index + 1);
      }
    };
    tryFrom(0);
  });
}

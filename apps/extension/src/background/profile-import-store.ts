import { extensionProfileImportSchema, type ExtensionProfileImport } from '@quillbid/shared';
import { browser } from 'wxt/browser';
import { z } from 'zod';

/**
 * The profile page text the panel read, waiting for the web app to take it: one at a time, in
 * `storage.session` (gone when the browser closes; web pages and the page agent cannot read it), handed
 * over once, and only for a few minutes — the app's tab opens at once, so anything older was left behind.
 */
export const PROFILE_IMPORT_TTL_MS = 10 * 60_000;

const KEY = 'profileImport';

const pendingSchema = extensionProfileImportSchema.extend({ keptAt: z.number() });

export async function keepProfileImport(page: ExtensionProfileImport): Promise<void> {
  await browser.storage.session.set({ [KEY]: { ...page, keptAt: Date.now() } });
}

/** Two takes at once (two app tabs) must not both get the text: each waits for the one before it. */
let lastTake: Promise<unknown> = Promise.resolve();

/** The waiting text, removed as it is taken; null when there is none or it has expired. */
export function takeProfileImport(): Promise<ExtensionProfileImport | null> {
  const take = lastTake.then(async () => {
    const stored = pendingSchema.safeParse((await browser.storage.session.get(KEY))[KEY]);
    await browser.storage.session.remove(KEY);
    if (!stored.success || Date.now() - stored.data.keptAt > PROFILE_IMPORT_TTL_MS) return null;
    const { text, url } = stored.data;
    return { text, url };
  });
  lastTake = take.catch(() => undefined);
  return take;
}

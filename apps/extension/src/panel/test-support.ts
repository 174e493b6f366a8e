import { vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { handlePanelMessage } from '../background/panel-requests';
import type { PanelMessage } from '../protocol';

/**
 * The panel's surroundings in tests: Chrome's in-memory stand-in with the real service-worker handlers
 * behind `runtime.sendMessage`, and the few Chrome calls it lacks (tabs events, permissions, scripting)
 * as spies the test can set.
 */
export function panelBrowser({ siteAccess = true }: { siteAccess?: boolean } = {}) {
  fakeBrowser.reset();
  fakeBrowser.runtime.onMessage.addListener((message: unknown) => handlePanelMessage(message as PanelMessage));
  const tabEvent = () => ({
    addListener: vi.fn(),
    removeListener: vi.fn(),
    hasListener: vi.fn(),
    hasListeners: vi.fn(),
  });
  Object.assign(fakeBrowser.tabs, { onUpdated: tabEvent(), onActivated: tabEvent() });
  fakeBrowser.permissions.contains = vi.fn(async () => siteAccess);
  fakeBrowser.permissions.request = vi.fn(async () => true);
  const executeScript = vi.fn(async (): Promise<{ result?: unknown }[]> => [{}]);
  fakeBrowser.scripting.executeScript = executeScript as unknown as typeof fakeBrowser.scripting.executeScript;
  return { executeScript };
}

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

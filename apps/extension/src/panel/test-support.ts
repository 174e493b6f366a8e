import { vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Browser } from 'wxt/browser';
import { serveGeneration } from '../background/generation';
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

type Listeners = { message: ((message: unknown) => void)[]; disconnect: (() => void)[] };

/** Two ends of a port: what one posts, the other hears; disconnecting one tells the other, as in Chrome. */
function portPair(name: string): [Browser.runtime.Port, Browser.runtime.Port] {
  const end = (own: Listeners, other: Listeners) =>
    ({
      name,
      postMessage: (message: unknown) => queueMicrotask(() => other.message.forEach((listen) => listen(message))),
      disconnect: () => queueMicrotask(() => other.disconnect.forEach((listen) => listen())),
      onMessage: { addListener: (listen: (message: unknown) => void) => own.message.push(listen) },
      onDisconnect: { addListener: (listen: () => void) => own.disconnect.push(listen) },
    }) as unknown as Browser.runtime.Port;
  const panel: Listeners = { message: [], disconnect: [] };
  const worker: Listeners = { message: [], disconnect: [] };
  return [end(panel, worker), end(worker, panel)];
}

/**
 * `runtime.connect`, which Chrome's stand-in lacks, as the panel's generation uses it: the far end of the
 * port is served by the service worker's real handler, which calls the (stubbed) API.
 */
export function serveGenerationPorts() {
  const connect = vi.fn(({ name }: { name: string }) => {
    const [panel, worker] = portPair(name);
    serveGeneration(worker);
    return panel;
  });
  fakeBrowser.runtime.connect = connect as unknown as typeof fakeBrowser.runtime.connect;
  return connect;
}

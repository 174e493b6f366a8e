import { browser } from 'wxt/browser';
import '../page/agent';
import type { InsertRequest, InsertResult, PageReading, ProfilePageText } from '../page/types';

/** Asked for at first use, not at install: the extension reads these sites only when the user opens it. */
export const SITE_PATTERNS = ['https://www.upwork.com/*', 'https://www.linkedin.com/*'];

export const hasSiteAccess = () => browser.permissions.contains({ origins: SITE_PATTERNS });
export const askSiteAccess = () => browser.permissions.request({ origins: SITE_PATTERNS });

export interface ActiveTab {
  id: number;
  url: string | null;
}

/** The tab the panel sits beside: the active tab of the panel's own window. */
export async function activeTab(): Promise<ActiveTab | null> {
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  if (!tab || tab.id === undefined) return null;
  return { id: tab.id, url: tab.url ?? null };
}

async function withAgent(tabId: number): Promise<void> {
  await browser.scripting.executeScript({ target: { tabId }, files: ['/page-agent.js'] });
}

/**
 * Runs `func` in the tab, where the page agent is; its answer, or null when the tab cannot be scripted
 * (browser pages, other sites). `func` is sent to the tab as source text: it may use nothing from here.
 */
async function askAgent<T>(tabId: number, func: () => Promise<T | null> | null): Promise<T | null> {
  try {
    await withAgent(tabId);
    const [frame] = await browser.scripting.executeScript({ target: { tabId }, func });
    return (frame?.result as T | null | undefined) ?? null;
  } catch {
    return null;
  }
}

/** Reads the page in a tab. */
export const readTab = (tabId: number) => askAgent<PageReading>(tabId, () => globalThis.quillbidAgent?.read() ?? null);

/** The text of the profile page in a tab, for the web app's profile import. */
export const readProfileTextInTab = (tabId: number) =>
  askAgent<ProfilePageText>(tabId, () => globalThis.quillbidAgent?.readProfileText() ?? null);

export async function insertInTab(tabId: number, request: InsertRequest): Promise<InsertResult | null> {
  try {
    await withAgent(tabId);
    const [frame] = await browser.scripting.executeScript({
      target: { tabId },
      func: (sent: InsertRequest) => globalThis.quillbidAgent?.insert(sent) ?? null,
      args: [request],
    });
    return (frame?.result as InsertResult | null | undefined) ?? null;
  } catch {
    return null;
  }
}

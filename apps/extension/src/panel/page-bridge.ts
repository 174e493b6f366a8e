import { browser } from 'wxt/browser';
import '../page/agent';
import type { InsertRequest, InsertResult, PageReading } from '../page/types';

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

/** Reads the page in a tab; null when the tab cannot be scripted (browser pages, other sites). */
export async function readTab(tabId: number): Promise<PageReading | null> {
  try {
    await withAgent(tabId);
    const [frame] = await browser.scripting.executeScript({
      target: { tabId },
      func: () => globalThis.quillbidAgent?.read() ?? null,
    });
    return (frame?.result as PageReading | null | undefined) ?? null;
  } catch {
    return null;
  }
}

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

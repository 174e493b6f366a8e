import { useCallback, useEffect, useRef, useState } from 'react';
import { browser } from 'wxt/browser';
import type { PageReading, UpworkJob } from '../page/types';
import { activeTab, askSiteAccess, hasSiteAccess, readTab } from './page-bridge';
import { recallJob, rememberJob } from './session-cache';

/** Where the job shown came from: this page, the job page read earlier (on the apply page), or a partial read. */
export type JobSource = 'page' | 'job-page' | 'partial';

export type PageState =
  | { status: 'loading' }
  | { status: 'no-access' }
  | { status: 'other'; reason: 'not-a-site' | 'cannot-read' }
  | { status: 'ready'; tabId: number; reading: PageReading; job: UpworkJob | null; jobSource: JobSource };

const SITE_URL = /^https:\/\/www\.(upwork|linkedin)\.com\//;

async function jobFor(reading: PageReading): Promise<{ job: UpworkJob | null; jobSource: JobSource }> {
  const read = reading.job;
  if (reading.page === 'job' && read && read.description !== '') {
    await rememberJob(read);
    return { job: read, jobSource: 'page' };
  }
  if (reading.page === 'apply' && read?.id) {
    const remembered = await recallJob(read.id);
    if (remembered) return { job: remembered, jobSource: 'job-page' };
    return { job: read, jobSource: 'partial' };
  }
  return { job: read, jobSource: 'page' };
}

async function readActivePage(): Promise<PageState> {
  if (!(await hasSiteAccess())) return { status: 'no-access' };
  const tab = await activeTab();
  if (!tab || !tab.url || !SITE_URL.test(tab.url)) return { status: 'other', reason: 'not-a-site' };
  const reading = await readTab(tab.id);
  if (!reading) return { status: 'other', reason: 'cannot-read' };
  return { status: 'ready', tabId: tab.id, reading, ...(await jobFor(reading)) };
}

/**
 * The page in the tab beside the panel, read again whenever that tab navigates (the marketplace changes
 * pages without reloading: Chrome reports the new address) or another tab comes to the front. The page is
 * read only then: nothing polls the site.
 */
export function usePage(): { page: PageState; reread: () => void; grantAccess: () => Promise<boolean> } {
  const [page, setPage] = useState<PageState>({ status: 'loading' });
  const round = useRef(0);

  const reread = useCallback(() => {
    const mine = ++round.current;
    void readActivePage().then((next) => {
      if (mine === round.current) setPage(next);
    });
  }, []);

  useEffect(() => {
    reread();
    const onActivated = () => reread();
    const onUpdated = (_tabId: number, change: { url?: string; status?: string }, tab: { active?: boolean }) => {
      if (tab.active && (change.url !== undefined || change.status === 'complete')) reread();
    };
    browser.tabs.onActivated.addListener(onActivated);
    browser.tabs.onUpdated.addListener(onUpdated);
    return () => {
      browser.tabs.onActivated.removeListener(onActivated);
      browser.tabs.onUpdated.removeListener(onUpdated);
    };
  }, [reread]);

  const grantAccess = useCallback(async () => {
    const granted = await askSiteAccess();
    reread();
    return granted;
  }, [reread]);

  return { page, reread, grantAccess };
}

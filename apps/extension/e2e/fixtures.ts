import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { chromiumLaunch } from '../../web/e2e/chromium';
import { FIXTURE_URLS, type FixtureName } from '../test/fixtures/urls';

const buildDir = path.resolve(import.meta.dirname, '../dist-e2e/chrome-mv3');
const fixtureDir = path.resolve(import.meta.dirname, '../test/fixtures');

export interface LoadedExtension {
  context: BrowserContext;
  id: string;
  /** The side panel's page, opened in a tab: Playwright cannot click the toolbar icon. */
  openPanel: () => Promise<Page>;
}

/**
 * Serves saved pages at the addresses they mirror (`FIXTURE_URLS`). Anything else on those sites is
 * refused, so no request ever reaches the real marketplace or LinkedIn.
 */
export async function serveSitePages(context: BrowserContext, files: FixtureName[]): Promise<void> {
  const pages = new Map<string, FixtureName>(files.map((file) => [FIXTURE_URLS[file], file]));
  await context.route(/^https:\/\/www\.(upwork|linkedin)\.com\//, async (route) => {
    const file = pages.get(route.request().url());
    if (!file || route.request().resourceType() !== 'document') return route.abort();
    await route.fulfill({ contentType: 'text/html', body: await readFile(path.join(fixtureDir, file), 'utf8') });
  });
}

export const test = base.extend<{ appURL: string; extension: LoadedExtension }>({
  // The server listens on 127.0.0.1; the extension's build is allowed `http://localhost/*`, any port.
  // Playwright requires an object pattern for a fixture's first argument, even when nothing is used.
  // eslint-disable-next-line no-empty-pattern
  appURL: async ({}, use) => {
    const started = process.env.E2E_BASE_URL;
    if (!started) throw new Error('E2E_BASE_URL is not set: run the specs through playwright.config.ts');
    const url = new URL(started);
    url.hostname = 'localhost';
    await use(url.origin);
  },
  baseURL: async ({ appURL }, use) => use(appURL),
  // eslint-disable-next-line no-empty-pattern
  extension: async ({}, use) => {
    const profileDir = await mkdtemp(path.join(tmpdir(), 'quillbid-extension-'));
    const context = await chromium.launchPersistentContext(profileDir, {
      executablePath: chromiumLaunch.executablePath,
      headless: true,
      viewport: { width: 420, height: 900 },
      args: [...chromiumLaunch.args, `--disable-extensions-except=${buildDir}`, `--load-extension=${buildDir}`],
    });
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker', { timeout: 30_000 }));
    const id = new URL(worker.url()).host;
    const openPanel = async () => {
      const panel = await context.newPage();
      await panel.goto(`chrome-extension://${id}/sidepanel.html`);
      return panel;
    };
    await use({ context, id, openPanel });
    await context.close();
    await rm(profileDir, { recursive: true, force: true });
  },
});

export { expect };

import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import lighthouse from 'lighthouse';
import { createSignedInAccount } from './accounts';
import { chromiumLaunch } from './chromium';
import { expect, test } from './fixtures';

const MIN_SCORE = 0.95;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

/** Chromium with a debugging port for Lighthouse; its default context holds the cookies, so the audit sees them. */
async function launchAuditBrowser(): Promise<{
  context: BrowserContext;
  port: number;
  clearCache(): Promise<void>;
  close(): Promise<void>;
}> {
  const userDataDir = await mkdtemp(path.join(tmpdir(), 'quillbid-lighthouse-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    ...chromiumLaunch,
    // Port 0: Chromium picks a free one and writes it to DevToolsActivePort.
    args: [...chromiumLaunch.args, '--remote-debugging-port=0'],
  });
  const [port] = (await readFile(path.join(userDataDir, 'DevToolsActivePort'), 'utf8')).split('\n');
  return {
    context,
    port: Number(port),
    // Lighthouse keeps the storage (the session cookie) when told to, and with it the HTTP cache: each page is
    // audited as a first visit, not with the chunks the page before it left behind.
    async clearCache() {
      const page = context.pages()[0] ?? (await context.newPage());
      await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
    },
    async close() {
      await context.close();
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}

type Scores = Record<(typeof CATEGORIES)[number], number>;

/**
 * Lighthouse's default (mobile) audit of one page, keeping the browser's cookies and storage. The HTML report is
 * written to `reportFile`, to see what a score is made of.
 */
async function audit(url: string, port: number, reportFile: string): Promise<Scores> {
  const result = await lighthouse(url, {
    port,
    output: 'html',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    // The session cookie put in place before the audit must survive it.
    disableStorageReset: true,
  });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  await writeFile(reportFile, result.report);
  const { categories, runtimeError, finalDisplayedUrl } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.message}`);
  // A redirect (to /login, say) would audit another page than the one named.
  expect(new URL(finalDisplayedUrl).pathname).toBe(new URL(url).pathname);
  return Object.fromEntries(CATEGORIES.map((id) => [id, categories[id]?.score ?? 0])) as Scores;
}

function report(page: string, scores: Scores): string[] {
  console.log(`${page.padEnd(12)} ${CATEGORIES.map((id) => `${id} ${Math.round(scores[id] * 100)}`).join('  ')}`);
  return CATEGORIES.filter((id) => scores[id] < MIN_SCORE).map(
    (id) => `${page} ${id}: ${Math.round(scores[id] * 100)} < ${MIN_SCORE * 100}`,
  );
}

test('the sign-in page and the dashboard score at least 95 for performance, accessibility and best practices', async ({
  request,
  baseURL,
}, testInfo) => {
  if (!baseURL) throw new Error('no base URL');
  const browser = await launchAuditBrowser();
  try {
    await browser.clearCache();
    const below = report('/login', await audit(`${baseURL}/login`, browser.port, testInfo.outputPath('login.html')));
    // Signed in the way the app keeps a session: the token cookie.
    await createSignedInAccount(request, browser.context, baseURL);
    await browser.clearCache();
    below.push(
      ...report('/dashboard', await audit(`${baseURL}/dashboard`, browser.port, testInfo.outputPath('dashboard.html'))),
    );
    expect(below, 'Lighthouse scores under the minimum').toEqual([]);
  } finally {
    await browser.close();
  }
});

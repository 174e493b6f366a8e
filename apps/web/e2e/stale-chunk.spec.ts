import type { Page } from '@playwright/test';
import { routeErrorMessages } from '@quillbid/shared';
import { expect, test } from './fixtures';

// The Terms page's own chunk: what a tab still running the previous build asks for after a deploy removed it.
const TERMS_CHUNK = /\/assets\/TermsPage-[\w-]+\.js$/;

/**
 * Answers the Terms chunk with the server's 404 while `gone()` says so, then lets it through. The app may ask
 * for a chunk more than once per load (started early, then by the render), so what is counted is the loads.
 */
async function removeTermsChunk(page: Page, gone: () => boolean = () => true) {
  let refused = 0;
  await page.route(TERMS_CHUNK, async (route) => {
    if (!gone()) return route.continue();
    refused += 1;
    return route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":"Not found"}' });
  });
  return { refused: () => refused };
}

/** How many times the page's document has been loaded: the first visit plus every reload. */
function countDocumentLoads(page: Page) {
  let loads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
  });
  return () => loads;
}

test('a page whose chunk failed to load reloads once and shows what the reload brings', async ({ page }) => {
  const documentLoads = countDocumentLoads(page);
  // Gone for the first load (a deploy removed it), there again for the reload (the new build's page).
  const chunk = await removeTermsChunk(page, () => documentLoads() === 1);

  await page.goto('/terms');

  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  expect(chunk.refused()).toBeGreaterThanOrEqual(1);
  expect(documentLoads()).toBe(2);
});

test('a chunk that fails again after the reload shows the error panel, with no reload loop', async ({ page }) => {
  const chunk = await removeTermsChunk(page);
  const documentLoads = countDocumentLoads(page);
  const reported = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/client-errors',
  );

  await page.goto('/terms');

  const panel = page.getByRole('alert').filter({ hasText: routeErrorMessages.title });
  await expect(panel.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(panel.getByText(routeErrorMessages.loadFailed)).toBeVisible();
  expect(documentLoads()).toBe(2);
  expect(chunk.refused()).toBeGreaterThanOrEqual(2);
  // The server hears of it, once the panel shows (not for the first failure, which the reload got past).
  const report = await reported;
  expect(report.status()).toBe(204);
  expect(report.request().postDataJSON()).toMatchObject({ kind: 'chunk', page: '/terms' });

  // Once the chunk is back, the panel's Reload brings the page.
  await page.unroute(TERMS_CHUNK);
  await panel.getByRole('button', { name: routeErrorMessages.reload }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  expect(documentLoads()).toBe(3);
});

test('the server answers a chunk that no longer exists with 404, not the app’s HTML', async ({ request }) => {
  const response = await request.get('/assets/TermsPage-0ld8u1ld.js');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/json');
});

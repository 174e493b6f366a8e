import type { Page } from '@playwright/test';
import { THEME_COOKIE, THEME_STORAGE_KEY } from '@quillbid/shared';
import { createSignedInAccount } from './accounts';
import { expect, test } from './fixtures';

/** Holds every script of the app back until `release` is called: the page as a slow connection shows it first. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * What the console says while the page loads: React reports a page it could not take over as drawn there, and
 * the browser anything the content security policy refused.
 */
async function consoleProblems(page: Page): Promise<string[]> {
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`refused by the content security policy: ${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test('the sign-in page is drawn before its code arrives, and keeps what was typed meanwhile', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const account = await createSignedInAccount(request, context, baseURL ?? '');
  // Signed out again: a first visit.
  await context.clearCookies();
  const problems = await consoleProblems(page);
  const release = await holdScripts(page);

  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page).toHaveTitle('Sign in · Quillbid');
  // Until the app has taken the page over, the form cannot be sent (the browser would put the password in the URL).
  const signIn = page.getByRole('button', { name: 'Sign In' });
  await expect(signIn).toBeDisabled();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Remember me').check({ force: true });

  release();
  await expect(signIn).toBeEnabled({ timeout: 30_000 });
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(account.password);
  await expect(page.getByLabel('Remember me')).toBeChecked();
  expect(problems).toEqual([]);
  await signIn.click();

  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  // "Remember me", ticked before the app ran, still chose the long session.
  const token = (await context.cookies()).find((cookie) => cookie.name === 'token');
  expect(token?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 7 * 24 * 60 * 60);
});

test('a visitor who chose the dark theme gets the sign-in page drawn dark, and a signed-in one the dashboard', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const url = baseURL ?? '';
  await context.addCookies([{ name: THEME_COOKIE, value: 'dark', url, sameSite: 'Lax' }]);
  await context.addInitScript((key) => localStorage.setItem(key, 'dark'), THEME_STORAGE_KEY);
  const problems = await consoleProblems(page);
  const release = await holdScripts(page);

  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const darkBackground = await background();
  release();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled({ timeout: 30_000 });
  expect(await background()).toBe(darkBackground);
  expect(darkBackground).not.toBe('rgb(245, 246, 250)');
  expect(problems).toEqual([]);

  await createSignedInAccount(request, context, url);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
});

test('the sign-in page does not move once drawn, even on a slow connection', async ({ page, context }) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  // Lighthouse's mobile phone: 150 ms round trips, 1.6 Mbit/s down, a processor four times slower.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 1.6e6 / 8,
    uploadThroughput: 750e3 / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });

  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled({ timeout: 45_000 });
  expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).toEqual([]);
});

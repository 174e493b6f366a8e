import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { authMessages, THEME_COOKIE, THEME_STORAGE_KEY } from '@quillbid/shared';
import { addExpiredSession, createSignedInAccount } from './accounts';
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

/** Lighthouse's mobile phone, for real: 150 ms round trips, 1.6 Mbit/s down, a processor four times slower. */
async function slowPhone(page: Page, context: BrowserContext): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 1.6e6 / 8,
    uploadThroughput: 750e3 / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.setViewportSize({ width: 412, height: 823 });
}

/** Records every layout shift from the start of each load; `layoutShifts` reads them. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);

type DashboardVisit = { page: Page; context: BrowserContext; request: APIRequestContext; baseURL?: string };

/** Signs a new account in and opens the dashboard with every script held back: the page as the server drew it. */
async function openDrawnDashboard({ page, context, request, baseURL }: DashboardVisit) {
  const account = await createSignedInAccount(request, context, baseURL ?? '');
  const problems = await consoleProblems(page);
  const release = await holdScripts(page);
  await page.goto('/dashboard', { waitUntil: 'commit' });
  return { account, problems, release };
}

/** A visitor back after their session ended, opening `path` with every script held back. */
async function openAsExpiredVisitor({ page, context, baseURL }: Omit<DashboardVisit, 'request'>, path: string) {
  await addExpiredSession(context, baseURL ?? '');
  const problems = await consoleProblems(page);
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  return { problems, release };
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
  await slowPhone(page, context);
  await recordLayoutShifts(page);

  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled({ timeout: 45_000 });
  expect(await layoutShifts(page)).toEqual([]);
});

/**
 * Marks every element the browser reads from the page the server sent, until the end of #root: an element still
 * marked later was taken over by the app as drawn, not drawn again.
 */
async function markDrawnElements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof Element && node.closest('#root')) Object.assign(node, { drawnByServer: true });
          if (node instanceof Element && node.id === 'root-end') observer.disconnect();
        }
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

const isDrawnByServer = (element: Element) => 'drawnByServer' in element;

test('a signed-in visitor gets the dashboard drawn before its code arrives, and the app takes it over as drawn', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { account, problems, release } = await openDrawnDashboard({ page, context, request, baseURL });
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Welcome back');
  await expect(page).toHaveTitle('Dashboard · Quillbid');
  const navigation = page.getByRole('navigation', { name: 'Main' });
  await expect(navigation.getByRole('link', { name: 'Proposal History' })).toBeVisible();
  release();
  // The account arrives once the app has taken the page over.
  await expect(heading).toHaveText(`Welcome back, ${account.firstName}`, { timeout: 30_000 });
  await expect(page.getByText(`${account.firstName} ${account.lastName}`)).toBeVisible();

  // Loaded again, the code arriving at its own pace: the page and the layout are still the elements first drawn.
  await page.unrouteAll();
  await markDrawnElements(page);
  await recordLayoutShifts(page);
  await page.reload();
  await expect(heading).toHaveText(`Welcome back, ${account.firstName}`, { timeout: 30_000 });
  await expect(page.getByText(`${account.firstName} ${account.lastName}`)).toBeVisible();
  expect(problems).toEqual([]);
  expect(await heading.evaluate(isDrawnByServer)).toBe(true);
  expect(await navigation.evaluate(isDrawnByServer)).toBe(true);
  const extensionCard = page.getByRole('region', { name: 'Write proposals without leaving the job page' });
  expect(await extensionCard.evaluate(isDrawnByServer)).toBe(true);
  // The account's place in the sidebar was kept for it.
  expect(await layoutShifts(page)).toEqual([]);

  await navigation.getByRole('link', { name: 'Proposal History' }).click();
  await expect(page.getByRole('heading', { name: 'Proposal History' })).toBeVisible();
});

test('a tap on the drawn dashboard’s dark mode switch before its code arrives is carried out', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { account, problems, release } = await openDrawnDashboard({ page, context, request, baseURL });
  const darkMode = page.getByRole('switch', { name: 'Dark mode' });
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const lightBackground = await background();
  await darkMode.click();
  release();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${account.firstName}`, {
    timeout: 30_000,
  });
  await expect(darkMode).toBeChecked();
  await expect.poll(background).not.toBe(lightBackground);
  expect(problems).toEqual([]);
});

test('on a phone the drawn dashboard has its menu button, and does not move as the account arrives', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const account = await createSignedInAccount(request, context, baseURL ?? '');
  await slowPhone(page, context);
  await recordLayoutShifts(page);

  await page.goto('/dashboard', { waitUntil: 'commit' });
  await expect(page.getByRole('button', { name: 'Open navigation menu' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${account.firstName}`, {
    timeout: 45_000,
  });
  expect(await layoutShifts(page)).toEqual([]);
});

test('a visitor whose session has expired is sent to sign in rather than shown the drawn dashboard', async ({
  page,
  context,
  baseURL,
}) => {
  // The server reads the token's expiry: not even a glimpse of the drawn dashboard.
  const { problems, release } = await openAsExpiredVisitor({ page, context, baseURL }, '/dashboard');
  await expect(page.locator('#root')).toBeEmpty();
  release();
  await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
  await expect(page.getByText(authMessages.sessionExpired)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  expect(problems).toEqual([]);
});

test('a visitor whose session has expired gets the drawn sign-in page, and the stale token is cleared', async ({
  page,
  context,
  baseURL,
}) => {
  const { problems, release } = await openAsExpiredVisitor({ page, context, baseURL }, '/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  release();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled({ timeout: 30_000 });
  expect((await context.cookies()).find((cookie) => cookie.name === 'token')).toBeUndefined();
  expect(problems).toEqual([]);
});

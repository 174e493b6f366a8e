import { layoutMessages } from '@quillbid/shared';
import { expect, test } from './fixtures';

test('an unknown route shows the not-found screen with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: "Oops! The page you're looking for doesn't exist." })).toBeVisible();
  await page.getByRole('link', { name: layoutMessages.goBackHome }).click();
  // Home is the dashboard, which sends a visitor without a session on to sign in.
  await expect(page).toHaveURL(/\/login$/);
});

test('the login page downloads the sign-in app alone: not the router app, nor the dashboard code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled({ timeout: 30_000 });
  expect(scripts.some((script) => script.includes('/signIn-'))).toBe(true);
  // The app's entry (index.html's, vite.config.ts names it) carries React Router and TanStack Query.
  expect(scripts.filter((script) => /\/app-|DashboardLayout|DashboardHomePage|SettingsPage/.test(script))).toEqual([]);
});

test('the drawn sign-in page asks for its scripts at low priority: it is read before they run', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/login')).text();
  const named = [
    ...html.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]* (?:src|href)="([^"]+)"/g),
  ].map(([, script = '']) => script);
  expect(named.some((script) => script.includes('/signIn-'))).toBe(true);

  const priorities = new Map<string, string>();
  const devtools = await page.context().newCDPSession(page);
  devtools.on('Network.requestWillBeSent', ({ request: sent }) => {
    priorities.set(new URL(sent.url).pathname, sent.initialPriority);
  });
  await devtools.send('Network.enable');
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled({ timeout: 30_000 });
  expect(named.map((script) => `${script} ${priorities.get(script)}`)).toEqual(named.map((script) => `${script} Low`));
});

test('the terms and privacy policy linked from sign-up are readable pages', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
});

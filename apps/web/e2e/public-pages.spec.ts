import { layoutMessages } from '@quillbid/shared';
import { expect, test } from './fixtures';

test('an unknown route shows the not-found screen with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: "Oops! The page you're looking for doesn't exist." })).toBeVisible();
  await page.getByRole('link', { name: layoutMessages.goBackHome }).click();
  // Home is the dashboard, which sends a visitor without a session on to sign in.
  await expect(page).toHaveURL(/\/login$/);
});

test('the login page does not download the dashboard code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  expect(scripts.some((script) => script.includes('LoginPage'))).toBe(true);
  expect(scripts.filter((script) => /DashboardLayout|DashboardHomePage|SettingsPage/.test(script))).toEqual([]);
});

test('the terms and privacy policy linked from sign-up are readable pages', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
});

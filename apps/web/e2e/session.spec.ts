import { addExpiredSession } from './accounts';
import { expect, test } from './fixtures';

test('an expired token on /dashboard leads to /login with a notice', async ({ page, context, baseURL }) => {
  await addExpiredSession(context, baseURL ?? '');

  await page.goto('/dashboard');

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Session expired, please login again')).toBeVisible();
  expect((await context.cookies()).some((cookie) => cookie.name === 'token')).toBe(false);
});

test('a visitor without a token is sent from /dashboard and from / to /login', async ({ page }) => {
  await page.goto('/dashboard/settings');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

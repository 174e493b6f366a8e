import { expect, test } from './fixtures';

function expiredJwt(): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) - 3600;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'someone', exp })}.c2lnbmF0dXJl`;
}

test('an expired token on /dashboard leads to /login with a notice', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'token', value: expiredJwt(), url: baseURL ?? '', sameSite: 'Lax' }]);

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

import { createSignedInAccount } from './accounts';
import { expect, test } from './fixtures';

test.use({ viewport: { width: 800, height: 900 } });

test('below 960 px the sidebar becomes a drawer behind the menu button', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await createSignedInAccount(request, context, baseURL ?? '');
  await page.goto('/dashboard');

  const navigation = page.getByRole('navigation', { name: 'Main' });
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  await expect(navigation).toBeHidden();

  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await expect(navigation).toBeVisible();
  await navigation.getByRole('link', { name: 'Proposal History' }).click();

  await expect(page).toHaveURL(/\/dashboard\/history$/);
  await expect(page.getByRole('heading', { name: 'Proposal History' })).toBeVisible();
  await expect(navigation).toBeHidden();

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(navigation).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open navigation menu' })).toBeHidden();
});

import path from 'node:path';
import { THEME_STORAGE_KEY } from '@quillbid/shared';
import { createSignedInAccount } from './accounts';
import { expect, test } from './fixtures';

const screenshotDir = path.resolve(import.meta.dirname, '../../../docs/screenshots');

// Rewrites the committed images in docs/screenshots, so it runs only when asked: SCREENSHOTS=1.
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to refresh docs/screenshots');

for (const theme of ['light', 'dark'] as const) {
  test(`login and dashboard in the ${theme} theme`, async ({ page, request, context, baseURL }) => {
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      THEME_STORAGE_KEY,
      theme,
    ] as const);

    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await page.screenshot({ path: path.join(screenshotDir, `login-${theme}.png`) });

    await createSignedInAccount(request, context, baseURL ?? '', `grace.${theme}@example.com`);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: /Welcome back, / })).toBeVisible();
    await page.screenshot({ path: path.join(screenshotDir, `dashboard-${theme}.png`) });
  });
}

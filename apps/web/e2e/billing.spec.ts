import { planMessages } from '@quillbid/shared';
import { createSignedInAccount } from './accounts';
import { expect, test } from './fixtures';

test('start on the free plan, subscribe to starter yearly in test mode, see usage, then cancel', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await createSignedInAccount(request, context, baseURL ?? '');

  await test.step('a new account is on the free plan, and a create page says what it leaves', async () => {
    await page.goto('/dashboard/profiles/create');
    await expect(page.getByText('You have 1 profile left on the Free plan.')).toBeVisible();
    await page.getByRole('link', { name: 'Upgrade' }).click();
    await expect(page).toHaveURL(/\/dashboard\/settings$/);
    await expect(page.getByText(planMessages.freePlanIntro)).toBeVisible();
    await expect(
      page.getByRole('article', { name: 'Free' }).getByRole('button', { name: 'Current plan' }),
    ).toBeDisabled();
  });

  await test.step('subscribe from Settings → Billing at the annual price', async () => {
    await expect(page.getByText('Test mode — no real payment is taken')).toBeVisible();
    await page.getByRole('button', { name: 'Annual' }).click();
    await page.getByRole('article', { name: 'Starter' }).getByRole('button', { name: 'Subscribe' }).click();
  });

  await test.step('the success page shows the plan and the yearly price', async () => {
    await expect(page).toHaveURL(/\/payment\/success$/);
    await expect(page.getByText('Starter', { exact: true })).toBeVisible();
    await expect(page.getByText('$190.00 / year')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  await test.step('Resources shows the plan limits', async () => {
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('tab', { name: 'Resources' }).click();
    await expect(page.getByText('Profiles: 0 of 3')).toBeVisible();
    await expect(page.getByText(/^Renews on /)).toBeVisible();
  });

  await test.step('cancel through Manage Subscription and see the pricing table again', async () => {
    await page.getByRole('tab', { name: 'Billing' }).click();
    await page.getByRole('button', { name: 'Manage Subscription' }).click();
    await page
      .getByRole('alertdialog', { name: 'Cancel subscription' })
      .getByRole('button', { name: 'Cancel Subscription' })
      .click();
    await expect(page.getByText('Your subscription has been cancelled.')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Starter' })).toBeVisible();
    await expect(page.getByText(planMessages.freePlanIntro)).toBeVisible();
  });
});

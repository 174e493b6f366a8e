import type { Page } from '@playwright/test';
import { outcomeMessages } from '@quillbid/shared';
import { createProfileAndTemplate, createSignedInAccount, subscribeInTestMode } from './accounts';
import { expect, test } from './fixtures';

// A page's first visit loads its chunk and its data; the insights chunk carries the charts. On a busy two-core
// machine that can pass the 10 s default.
const firstLoad = { timeout: 30_000 };

const description =
  'We need a React dashboard with a Node.js API on PostgreSQL: charts, user roles and Stripe billing. ' +
  'Please mention a similar project you shipped.';
const jobs = {
  sent: 'React dashboard for a logistics SaaS',
  replied: 'Node.js API for a booking platform',
  hired: 'PostgreSQL reporting for a fintech',
};

/** Marks one proposal from its row of the history, and waits until the server has it. */
async function mark(page: Page, title: string, from: string, to: string) {
  const row = page.getByRole('listitem', { name: title });
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/status') && response.request().method() === 'POST',
  );
  await row.getByRole('button', { name: `Status: ${from}, change` }).click();
  await page.getByRole('menu', { name: 'Mark as' }).getByRole('menuitem', { name: to, exact: true }).click();
  expect((await saved).status()).toBe(200);
}

/** The figure beside a term of the Insights totals. */
const total = (page: Page, term: string) =>
  page
    .getByRole('region', { name: 'Totals' })
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd');

test('mark proposals sent, replied and hired in the history, then read the rates on Insights', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  // Four setup calls, three proposals from the offline writer and two lazy pages.
  test.slow();
  const account = await createSignedInAccount(request, context, baseURL ?? '');
  await subscribeInTestMode(request, account.token);
  const ids = await createProfileAndTemplate(request, account.token);

  await test.step('write three proposals with the offline writer', async () => {
    for (const jobTitle of Object.values(jobs)) {
      const generated = await request.post('/api/job', {
        headers: { Authorization: `Bearer ${account.token}` },
        data: { jobTitle, jobDescription: description, jobLink: '', ...ids },
      });
      expect(generated.status()).toBe(201);
    }
  });

  await test.step('mark them sent, then replied and hired, from the history', async () => {
    await page.goto('/dashboard/history');
    for (const title of Object.values(jobs)) {
      await expect(page.getByRole('listitem', { name: title })).toBeVisible(firstLoad);
      await mark(page, title, 'Draft', 'Sent');
    }
    await mark(page, jobs.replied, 'Sent', 'Replied');
    await mark(page, jobs.hired, 'Sent', 'Hired');

    await expect(
      page.getByRole('listitem', { name: jobs.replied }).getByRole('button', { name: 'Status: Replied, change' }),
    ).toBeVisible();
    // Hired is final: the chip is no longer a button.
    const hiredRow = page.getByRole('listitem', { name: jobs.hired });
    await expect(hiredRow.getByText('Hired', { exact: true })).toBeVisible();
    await expect(hiredRow.getByRole('button', { name: /^Status:/ })).toHaveCount(0);
  });

  await test.step("take a wrong mark back with the toast's Undo", async () => {
    await mark(page, jobs.sent, 'Sent', 'Declined');
    const toast = page.locator('[data-sonner-toast]', { hasText: outcomeMessages.marked('declined') });
    const undone = page.waitForResponse(
      (response) => response.url().endsWith('/status') && response.request().method() === 'DELETE',
    );
    await toast.getByRole('button', { name: 'Undo' }).click();
    expect((await undone).status()).toBe(200);
    await expect(page.getByText('Status change undone.')).toBeVisible();
    await expect(
      page.getByRole('listitem', { name: jobs.sent }).getByRole('button', { name: 'Status: Sent, change' }),
    ).toBeVisible();
  });

  await test.step('see the timeline in the view dialog', async () => {
    await page.getByRole('button', { name: `View ${jobs.replied}` }).click();
    const dialog = page.getByRole('dialog', { name: jobs.replied });
    const timeline = dialog.getByRole('list', { name: 'Status history' });
    await expect(timeline.getByRole('listitem')).toHaveCount(2);
    await expect(timeline.getByRole('listitem').first()).toContainText('Sent');
    await expect(timeline.getByRole('listitem').last()).toContainText('Replied');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('filter by status, keep the filter over a reload, and clear it', async () => {
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Hired', exact: true }).click();
    await expect(page).toHaveURL(/[?&]status=hired(&|$)/);
    await expect(page.getByRole('listitem', { name: jobs.sent })).toBeHidden();
    await expect(page.getByRole('listitem', { name: jobs.hired })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Hired', firstLoad);
    await expect(page.getByRole('listitem', { name: jobs.hired })).toBeVisible();
    await expect(page.getByRole('listitem', { name: jobs.replied })).toBeHidden();

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/dashboard\/history$/);
    await expect(page.getByRole('listitem', { name: jobs.sent })).toBeVisible();
  });

  await test.step('read the rates on Insights: 3 sent, 2 replies, 1 hire', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Insights' }).click();
    await expect(page).toHaveURL(/\/dashboard\/insights$/);
    await expect(total(page, 'Sent')).toHaveText('3', firstLoad);
    await expect(total(page, 'Reply rate')).toHaveText('67%');
    // Hired counts as an interview too: it came after one.
    await expect(total(page, 'Interview rate')).toHaveText('33%');
    await expect(total(page, 'Hire rate')).toHaveText('33%');

    const template = page.getByRole('table', { name: 'By template' }).getByRole('row', { name: /Upwork opener/ });
    await expect(template).toContainText('3 sent — too few to compare');
    await expect(template).toContainText('67%');

    const weekly = page.getByRole('region', { name: 'Reply rate over time' });
    await expect(weekly.getByRole('figure', { name: 'Reply rate over time' })).toBeVisible();
    await weekly.getByRole('switch', { name: 'Show as table' }).check();
    await expect(weekly.getByRole('table', { name: 'Reply rate over time' })).toContainText('67%');
  });

  await test.step('at phone width the charts fit the screen', async () => {
    const weekly = page.getByRole('region', { name: 'Reply rate over time' });
    await weekly.getByRole('switch', { name: 'Show as table' }).uncheck();
    await page.setViewportSize({ width: 390, height: 844 });
    const chart = weekly.getByRole('figure', { name: 'Reply rate over time' });
    await chart.scrollIntoViewIfNeeded();
    await expect(chart).toBeVisible();
    const box = await chart.boundingBox();
    expect(box?.width ?? Infinity).toBeLessThanOrEqual(390);
  });
});

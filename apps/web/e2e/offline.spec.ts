import { accountMessages, jobMessages } from '@quillbid/shared';
import type { APIRequestContext } from '@playwright/test';
import { z } from 'zod';
import { createProfile, createSignedInAccount, subscribeInTestMode } from './accounts';
import { expect, test } from './fixtures';

// Typed from the spec's error catalogue rather than imported, so a typo in the shared constant is caught.
const offlineMessage = 'No internet connection. Please check your network and try again.';
// The client answers offline without a request, so the message needs no network round trip to appear.
const answeredAtOnce = { timeout: 5_000 };
// Each screen is a chain of lazy chunks, and the proposal is streamed: both slow on a busy two-core machine.
const slow = { timeout: 30_000 };

/** A profile and a default Upwork template, created over the API: this journey starts at the screens. */
async function createProfileAndTemplate(request: APIRequestContext, token: string) {
  const profile = await createProfile(request, token);
  const { profile: saved } = z.object({ profile: z.object({ _id: z.string() }) }).parse(await profile.json());
  const template = await request.post('/api/template', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      templateTitle: 'Upwork opener',
      templateDescription: 'For web jobs',
      templateDetail: '<p>Hi {client name},</p><p>{why I fit this job}</p><p>Best, Grace</p>',
      profileId: saved._id,
      platform: 'UPWORK',
      templateType: 'proposal',
      default: true,
    },
  });
  expect(template.status()).toBe(201);
}

test('offline, a save and Generate answer at once with the offline message, and work once back online', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  // Two lazy screens, a streamed proposal and four setup calls: more than the default minute when the machine is busy.
  test.slow();
  const account = await createSignedInAccount(request, context, baseURL ?? '');
  await subscribeInTestMode(request, account.token);
  await createProfileAndTemplate(request, account.token);
  const offlineToast = page.getByText(offlineMessage);

  await test.step('save the account while offline', async () => {
    await page.goto('/dashboard/settings');
    const firstName = page.getByLabel('First name');
    await expect(firstName).toHaveValue(account.firstName, slow);
    await context.setOffline(true);
    await firstName.fill('Amelia');
    const save = page.getByRole('button', { name: 'Save Profile' });
    await save.click();
    await expect(offlineToast).toBeVisible(answeredAtOnce);
    await expect(save).toBeEnabled();
  });

  await test.step('save it again once back online', async () => {
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText(accountMessages.saved)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('First name')).toHaveValue('Amelia', slow);
  });

  const generate = page.getByRole('button', { name: 'Generate', exact: true });
  const editor = page.getByRole('textbox', { name: 'Proposal' });

  await test.step('open a job while online', async () => {
    await page.goto('/dashboard/job');
    await expect(page.getByLabel('Job Title')).toBeVisible(slow);
    await page.getByLabel('Job Title').fill('React and Node.js developer for a SaaS dashboard');
    await page
      .getByLabel('Job Description')
      .fill('We need a dashboard in React with a Node.js API on PostgreSQL, with charts and user roles.');
    await page.getByRole('button', { name: 'Generate Proposal' }).click();
    await expect(page).toHaveURL(/\/dashboard\/job\/generate$/);
    await expect(page.getByRole('combobox', { name: 'Select Template' })).toHaveText('Upwork opener', slow);
    await expect(page.getByRole('combobox', { name: 'Select Profile' })).toHaveText('Full-stack developer');
    await expect(editor).toContainText('{client name}', slow);
  });

  await test.step('Generate while offline', async () => {
    await expect(offlineToast).toHaveCount(0);
    await context.setOffline(true);
    await generate.click();
    await expect(offlineToast).toBeVisible(answeredAtOnce);
    await expect(generate).toBeEnabled();
    await expect(page.getByRole('dialog', { name: 'Generating Proposal' })).toBeHidden();
    await expect(editor).toContainText('{client name}');
  });

  await test.step('Generate once back online', async () => {
    await context.setOffline(false);
    await generate.click();
    await expect(page.getByText(jobMessages.generated)).toBeVisible(slow);
    await expect(editor).not.toContainText('{client name}');
    await expect(generate).toBeEnabled();
  });
});

import { analysisLabels, checkLabels, historyMessages, jobMessages } from '@quillbid/shared';
import type { APIRequestContext } from '@playwright/test';
import { z } from 'zod';
import { createProfile, createSignedInAccount, subscribeInTestMode } from './accounts';
import { expect, test } from './fixtures';

const job = {
  title: 'React and Node.js developer for a SaaS dashboard',
  description:
    'We need a dashboard in React with a Node.js API on PostgreSQL. You will build charts, user roles and ' +
    'Stripe billing. Please mention a similar project you shipped.',
  link: 'https://www.upwork.com/jobs/~01dashboard',
};

/** A complete profile and a default Upwork template, created over the API: this journey starts at the job. */
async function createProfileAndTemplate(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const profile = await createProfile(request, token);
  const { profile: saved } = z.object({ profile: z.object({ _id: z.string() }) }).parse(await profile.json());

  const template = await request.post('/api/template', {
    headers,
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

test('enter a job, generate a streamed proposal, copy it, find it in history and delete it', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const account = await createSignedInAccount(request, context, baseURL ?? '');
  await subscribeInTestMode(request, account.token);
  await createProfileAndTemplate(request, account.token);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const editor = page.getByRole('textbox', { name: 'Proposal' });
  const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
  const toasts = page.getByRole('region', { name: /Notifications/ });
  const description = page.getByLabel('Job Description');
  const jobCard = page.getByRole('region', { name: 'Job', exact: true });
  let copied = '';

  await test.step('enter the job by hand', async () => {
    await page.goto('/dashboard/job');
    await page.getByLabel('Job Title').fill(job.title);
    await page.getByRole('button', { name: 'Generate Proposal' }).click();
    await expect(toasts.getByText('Title and Description of job are required fields')).toBeVisible();
    await expect(description).toHaveAttribute('aria-invalid', 'true');
    await expect(description).toHaveAccessibleDescription(jobMessages.required);
    await expect(description).toBeFocused();
    await description.fill(job.description);
    await expect(description).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Job URL (optional)').fill(job.link);
    await page.getByRole('button', { name: 'Generate Proposal' }).click();
    await expect(page).toHaveURL(/\/dashboard\/job\/generate$/);
  });

  await test.step('go Back to the job form and find the job still there, then Forward again', async () => {
    await expect(jobCard).toContainText(job.title);
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard\/job$/);
    await expect(page.getByLabel('Job Title')).toHaveValue(job.title);
    await expect(description).toHaveValue(job.description);
    await expect(page.getByLabel('Job URL (optional)')).toHaveValue(job.link);
    await page.goForward();
    await expect(page).toHaveURL(/\/dashboard\/job\/generate$/);
    await expect(jobCard).toContainText(job.title);
  });

  await test.step('see the fit and the preselected profile and template', async () => {
    const fit = page.getByRole('region', { name: 'Job fit' }).getByRole('listitem', { name: 'Full-stack developer' });
    await expect(fit).toContainText('/100');
    await expect(fit).toContainText('React');
    await expect(page.getByRole('combobox', { name: 'Select Profile' })).toHaveText('Full-stack developer');
    await expect(page.getByRole('combobox', { name: 'Select Template' })).toHaveText('Upwork opener');
    await expect(editor).toContainText('{client name}');
    await expect(page.getByText(jobMessages.offlineWriter)).toBeVisible();
  });

  await test.step('generate the proposal and copy it as text', async () => {
    const streamed = page.waitForResponse('**/api/job/stream');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    expect((await streamed).headers()['content-type']).toContain('text/event-stream');
    await expect(page.getByText('Proposal generated successfully')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Generating Proposal' })).toBeHidden();
    await expect(editor).not.toContainText('{client name}');
    await page.getByRole('button', { name: 'Copy' }).click();
    copied = await clipboard();
    expect(copied.length).toBeGreaterThan(50);
    expect(copied).not.toContain('<');
  });

  await test.step("see the post's analysis and the draft's pre-send check with the client's preview", async () => {
    const analysis = page.getByRole('region', { name: analysisLabels.heading });
    await expect(analysis).toBeVisible();
    await expect(analysis.getByRole('heading', { name: analysisLabels.skills })).toBeVisible();
    await expect(analysis.getByRole('list', { name: analysisLabels.requiredSkills })).toContainText('React');
    await expect(analysis.getByRole('heading', { name: analysisLabels.instructions })).toBeVisible();

    const check = page.getByRole('region', { name: checkLabels.heading });
    await expect(check).toBeVisible();
    const preview = check.getByRole('region', { name: checkLabels.previewHeading });
    await expect(preview).toBeVisible();
    await expect(preview).toContainText('Grace H.');
    // The preview is the draft's opening: its first words are the editor's first words.
    const opening = (await editor.innerText()).trim().split(/\s+/).slice(0, 3).join(' ');
    await expect(preview).toContainText(opening);
  });

  await test.step('find it in the history, view and copy it', async () => {
    await page.getByRole('link', { name: 'Proposal History' }).click();
    await expect(page).toHaveURL(/\/dashboard\/history$/);
    await page.getByRole('searchbox', { name: 'Search' }).fill('dashboard');
    await page.getByRole('button', { name: `View ${job.title}` }).click();
    const dialog = page.getByRole('dialog', { name: job.title });
    await expect(dialog).toContainText(/\d{4} at \d{1,2}:\d{2}/);
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await expect.poll(clipboard).toBe(copied);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('delete it after confirming; with the search cleared the history is empty', async () => {
    await page.getByRole('button', { name: `Delete ${job.title}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirm Deletion' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Deleted Successfully')).toBeVisible();
    await expect(page.getByText(historyMessages.noMatch)).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByText(jobMessages.noJobs)).toBeVisible();
  });

  await test.step('start the next job from an empty form: the generated one is no longer a draft', async () => {
    await page.getByRole('link', { name: 'Job Proposals' }).click();
    await expect(page).toHaveURL(/\/dashboard\/job$/);
    await expect(page.getByLabel('Job Title')).toHaveValue('');
    await expect(description).toHaveValue('');
  });
});

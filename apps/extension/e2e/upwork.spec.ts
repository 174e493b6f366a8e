import path from 'node:path';
import type { Page } from '@playwright/test';
import { htmlToPlainText, panelMessages } from '@quillbid/shared';
import { createTemplate, history, panelBeside, readyAccount } from './account';
import { FIXTURE_URLS } from '../test/fixtures/urls';
import { expect, serveSitePages, test } from './fixtures';

const JOB_URL = FIXTURE_URLS['upwork-job.html'];
const APPLY_URL = FIXTURE_URLS['upwork-apply.html'];

// The README's pictures of the panel; rewritten only when asked: SCREENSHOTS=1.
const screenshotDir = path.resolve(import.meta.dirname, '../../../docs/screenshots');
async function picture(page: Page, name: string) {
  if (process.env.SCREENSHOTS) await page.screenshot({ path: path.join(screenshotDir, name), fullPage: true });
}

test('reads a job page, streams a draft, saves it to history and fills the apply form without submitting', async ({
  extension,
  request,
  appURL,
}) => {
  const account = await readyAccount(request, extension.context, appURL);
  await createTemplate(request, account.token, {
    profileId: account.profileId,
    platform: 'UPWORK',
    templateType: 'proposal',
    title: 'Direct proposal',
    detail:
      "<p>{Restate the client's main problem or goal in one or two sentences, in my own words}</p>" +
      '<p>{One relevant project from my profile: what I built and the result it had}</p>' +
      '<p>{Two or three concrete first steps tailored to the job}</p><p>{Answer any question the job post asks}</p>' +
      '<p>{One specific question about the job that shows I read it}</p><p>{My first name}</p>',
  });
  await serveSitePages(extension.context, ['upwork-job.html', 'upwork-apply.html']);

  const { panel, site } = await panelBeside(extension, appURL, account, JOB_URL);

  // The panel shows what it read: the title, the client, the skills; and the fit of the user's profile.
  const title = (await site.locator('h4 > span.text-base.flex-1').first().textContent())?.trim() ?? '';
  expect(title).not.toBe('');
  await expect(panel.getByRole('heading', { name: title })).toBeVisible();
  await expect(panel.getByText(/Payment verified/)).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Job analysis' })).toBeVisible();
  await expect(panel.getByLabel('Profile')).toContainText(/fit \d+\/100/);

  await panel.getByRole('button', { name: 'Generate' }).click();
  await expect(panel.getByRole('button', { name: 'Regenerate' })).toBeVisible({ timeout: 30_000 });
  const draft = panel.getByRole('textbox', { name: 'Proposal' });
  const text = await draft.inputValue();
  expect(text.split(/\s+/).length).toBeGreaterThan(60);
  await expect(panel.getByRole('heading', { name: /Pre-send check/ })).toBeVisible();
  await picture(panel, 'extension-job-page.png');

  // Saved to history like any other proposal, with the job's canonical address.
  const [saved] = await history(request, account.token);
  expect(saved?.jobTitle).toBe(title);
  expect(saved?.jobLink).toBe(JOB_URL);
  expect(htmlToPlainText(saved?.aiResponse ?? '')).toBe(text);

  // The apply page shows part of the job: the panel uses the job page's reading, and keeps the draft.
  await site.goto(APPLY_URL);
  await expect(panel.getByText('Using the job as read on its job page.')).toBeVisible();
  await expect(draft).toHaveValue(text);
  const rate = site.locator('#step-rate');
  const rateBefore = await rate.inputValue();

  await panel.getByRole('button', { name: 'Insert into the page' }).click();
  const coverLetter = site.locator('textarea[aria-labelledby="cover_letter_label"]');
  await expect(coverLetter).toHaveValue(text);
  // The page's own script counts characters on `input` events: it saw the insertion.
  const left = (5000 - text.length).toLocaleString('en-US');
  await expect(site.getByText(`${left} characters left`)).toBeVisible();
  await expect(panel.getByText(`${left} characters left`)).toBeVisible();
  expect(await site.evaluate(() => document.body.dataset.submitted ?? null)).toBeNull();
  await expect(rate).toHaveValue(rateBefore);
  await picture(panel, 'extension-inserted.png');

  // The draft remembered the proposal it was saved as, on the way from the job page: the user says it was
  // submitted, and it counts as sent.
  await panel.getByRole('button', { name: panelMessages.markSent }).click();
  await expect(panel.getByText('Marked Sent.')).toBeVisible();
  expect((await history(request, account.token))[0]?.status).toBe('sent');

  // Text already in the field is replaced only when the user says so.
  await coverLetter.fill('My own words.');
  await panel.getByRole('button', { name: 'Insert into the page' }).click();
  await expect(panel.getByText('The cover letter already has text. Replace it?')).toBeVisible();
  await panel.getByRole('button', { name: 'Keep mine' }).click();
  await expect(coverLetter).toHaveValue('My own words.');
  await panel.getByRole('button', { name: 'Insert into the page' }).click();
  await panel.getByRole('button', { name: 'Replace' }).click();
  await expect(coverLetter).toHaveValue(text);
});

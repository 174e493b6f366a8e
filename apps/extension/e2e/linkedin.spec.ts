import { LINKEDIN_FREE_NOTE_MAX } from '@quillbid/shared';
import { createTemplate, history, panelBeside, readyAccount } from './account';
import { FIXTURE_URLS } from '../test/fixtures/urls';
import { expect, serveSitePages, test } from './fixtures';

const PROFILE_URL = FIXTURE_URLS['linkedin-profile-note-dialog.html'];

test('writes a connection note for a free account within 200 characters and puts it into the invite dialog', async ({
  extension,
  request,
  appURL,
}) => {
  const account = await readyAccount(request, extension.context, appURL);
  await createTemplate(request, account.token, {
    profileId: account.profileId,
    platform: 'LINKEDIN',
    templateType: 'note',
    title: 'Connection note',
    detail:
      '<p>Hi {their first name}, I saw {something specific: their post, company news or role}. ' +
      'I work on {my specialty in a few words} and would like to connect and follow your work.</p>',
  });
  await serveSitePages(extension.context, ['linkedin-profile-note-dialog.html']);

  const { panel, site } = await panelBeside(extension, appURL, account, PROFILE_URL);

  const name = (await site.locator('h1').first().textContent())?.trim() ?? '';
  await expect(panel.getByRole('heading', { name })).toBeVisible();
  await panel.getByLabel('Free LinkedIn account (notes up to 200 characters)').check();
  await panel.getByRole('button', { name: 'Generate' }).click();
  await expect(panel.getByRole('button', { name: 'Regenerate' })).toBeVisible({ timeout: 30_000 });

  const note = await panel.getByRole('textbox', { name: 'Connection note' }).inputValue();
  expect(note.length).toBeGreaterThan(40);
  expect(note.length).toBeLessThanOrEqual(LINKEDIN_FREE_NOTE_MAX);
  await expect(panel.getByText(`${note.length}/${LINKEDIN_FREE_NOTE_MAX} characters`)).toBeVisible();

  await panel.getByRole('button', { name: 'Insert into the page' }).click();
  await expect(site.locator('[role="dialog"] textarea')).toHaveValue(note);
  await expect(panel.getByText('Inserted. Read it over, then submit on the page yourself.')).toBeVisible();

  const [saved] = await history(request, account.token);
  expect(saved?.jobTitle.startsWith(name)).toBe(true);
  expect(saved?.jobLink).toBe(PROFILE_URL);
});

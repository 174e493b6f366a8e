import { panelMessages } from '@quillbid/shared';
import { createSignedInAccount } from '../../web/e2e/accounts';
import { FIXTURE_URLS } from '../test/fixtures/urls';
import { panelBeside } from './account';
import { expect, serveSitePages, test } from './fixtures';

const PROFILE_URL = FIXTURE_URLS['upwork-profile.html'];
/** The profiles page and the profile form are lazy chunks the server sends on first use. */
const APP_PAGE_MS = 30_000;

test('imports the user’s own Upwork profile: read in the panel, handed to the web app, filled into a new profile', async ({
  extension,
  request,
  appURL,
}) => {
  const account = await createSignedInAccount(request, extension.context, appURL);
  await serveSitePages(extension.context, ['upwork-profile.html']);
  const { panel } = await panelBeside(extension, appURL, account, PROFILE_URL);

  await expect(panel.getByRole('heading', { name: panelMessages.importHeading })).toBeVisible();
  const opened = extension.context.waitForEvent('page', { timeout: 15_000 });
  await panel.getByRole('button', { name: 'Import as my profile' }).click();
  const app = await opened;

  // The app takes the text once and drops `?import=extension` from its address.
  const dialog = app.getByRole('dialog', { name: 'Import a profile' });
  const text = dialog.getByRole('textbox', { name: 'Profile page text' });
  await expect(text).toHaveValue(/^Marta Kowalczyk\n/, { timeout: APP_PAGE_MS });
  const address = new URL(app.url());
  expect(address.pathname + address.search).toBe('/dashboard/profiles');
  const read = await text.inputValue();
  expect(read).toContain('\n$60.00/hr\n');
  expect(read).toContain('\nSkills\n\nPython\ndbt\nSnowflake\nApache Airflow\nSQL\nData Modeling\n');
  expect(read).not.toContain('Find work');

  await dialog.getByRole('button', { name: 'Read profile' }).click();
  await expect(app.getByRole('heading', { name: 'Create Profile' })).toBeVisible({ timeout: APP_PAGE_MS });
  await expect(app.getByLabel('Profile Name')).toHaveValue('Data Engineer');
  await expect(app.getByLabel('Profile Description')).toHaveValue(
    'Data Engineer | Python, dbt & Snowflake pipelines for analytics teams',
  );
  await expect(app.getByRole('button', { name: 'Apache Airflow', exact: true })).toBeVisible();
  await expect(app.getByRole('button', { name: 'Data Modeling', exact: true })).toBeVisible();
});

import type { APIRequestContext, Page } from '@playwright/test';
import { panelMessages } from '@quillbid/shared';
import type { WxtBrowser } from 'wxt/browser';
import { createSignedInAccount } from '../../web/e2e/accounts';
import { FIXTURE_URLS } from '../test/fixtures/urls';
import { panelBeside } from './account';
import { expect, serveSitePages, test, type LoadedExtension } from './fixtures';

const PROFILE_URL = FIXTURE_URLS['upwork-profile.html'];
/** The profiles page and the profile form are lazy chunks the server sends on first use. */
const APP_PAGE_MS = 30_000;

/** A signed-in panel beside the user's Upwork profile page, offering to import it. */
async function panelBesideProfile(extension: LoadedExtension, request: APIRequestContext, appURL: string) {
  const account = await createSignedInAccount(request, extension.context, appURL);
  await serveSitePages(extension.context, ['upwork-profile.html']);
  const beside = await panelBeside(extension, appURL, account, PROFILE_URL);
  await expect(beside.panel.getByRole('heading', { name: panelMessages.importHeading })).toBeVisible();
  return beside;
}

/** Presses the panel's import button; the web app's page it opens, and the text its import dialog received. */
async function importFromPanel(extension: LoadedExtension, panel: Page) {
  const opened = extension.context.waitForEvent('page', { timeout: 15_000 });
  await panel.getByRole('button', { name: 'Import as my profile' }).click();
  const app = await opened;
  const dialog = app.getByRole('dialog', { name: 'Import a profile' });
  return { app, dialog, text: dialog.getByRole('textbox', { name: 'Profile page text' }) };
}

test('imports the user’s own Upwork profile: read in the panel, handed to the web app, filled into a new profile', async ({
  extension,
  request,
  appURL,
}) => {
  const { panel } = await panelBesideProfile(extension, request, appURL);
  const { app, dialog, text } = await importFromPanel(extension, panel);

  // The app takes the text once and drops `?import=extension` from its address.
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

/**
 * What a tab holds after the extension is updated: the page agent an older version injected, in the same world
 * as the new one's, without the profile reading this version asks for.
 */
async function leaveAnOlderAgent(extension: LoadedExtension, url: string) {
  const worker = extension.context.serviceWorkers()[0];
  if (!worker) throw new Error('the extension has no service worker');
  await worker.evaluate(async (siteUrl) => {
    // The service worker's own extension API; this function runs there, not here.
    const { chrome } = globalThis as unknown as { chrome: WxtBrowser };
    const [tab] = await chrome.tabs.query({ url: siteUrl });
    if (tab?.id === undefined) throw new Error(`no tab at ${siteUrl}`);
    await chrome.scripting.executeScript({
      target: { tabId: tab.id },
      func: () => {
        Object.assign(globalThis, { quillbidAgent: { read: async () => null, insert: async () => null } });
      },
    });
  }, url);
}

test('imports from a tab that still holds the page agent of an older version of the extension', async ({
  extension,
  request,
  appURL,
}) => {
  const { panel, site } = await panelBesideProfile(extension, request, appURL);
  await leaveAnOlderAgent(extension, PROFILE_URL);
  await site.bringToFront();
  await panel.getByRole('button', { name: 'Read again' }).click();

  const { text } = await importFromPanel(extension, panel);
  await expect(text).toHaveValue(/^Marta Kowalczyk\n/, { timeout: APP_PAGE_MS });
});

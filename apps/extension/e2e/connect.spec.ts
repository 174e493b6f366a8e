import { extensionMessages } from '@quillbid/shared';
import { readyAccount } from './account';
import { expect, test } from './fixtures';

test('connects with one click through the signed-in web app, and the dashboard shows it', async ({
  extension,
  request,
  appURL,
}) => {
  const account = await readyAccount(request, extension.context, appURL);
  const panel = await extension.openPanel();
  await panel.getByText('Settings').click();
  await panel.getByLabel('Quillbid address').fill(appURL);
  await panel.getByRole('button', { name: 'Save address' }).click();

  // "Connect" opens the web app, signed in through its cookie, which hands the extension a token.
  const opened = extension.context.waitForEvent('page');
  await panel.getByRole('button', { name: 'Connect', exact: true }).click();
  const app = await opened;
  await expect(app.getByText(extensionMessages.connectedNow)).toBeVisible();
  await expect(panel.getByText(account.email)).toBeVisible();

  await app.goto(`${appURL}/dashboard`);
  await expect(app.getByText(extensionMessages.connected, { exact: true })).toBeVisible();

  await panel.getByRole('button', { name: 'Sign out' }).click();
  await expect(panel.getByRole('heading', { name: 'Connect Quillbid' })).toBeVisible();
  await app.reload();
  await expect(app.getByRole('link', { name: 'Install the extension' })).toBeVisible();
  await expect(app.getByText(extensionMessages.connected, { exact: true })).toHaveCount(0);
});

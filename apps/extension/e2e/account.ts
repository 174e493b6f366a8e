import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { z } from 'zod';
import { createProfile, createSignedInAccount, subscribeInTestMode } from '../../web/e2e/accounts';
import { expect, type LoadedExtension } from './fixtures';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A verified, subscribed account with one profile, ready to write proposals. */
export async function readyAccount(request: APIRequestContext, context: BrowserContext, appURL: string) {
  const account = await createSignedInAccount(request, context, appURL);
  await subscribeInTestMode(request, account.token);
  const created = await createProfile(request, account.token);
  const { profile } = z.object({ profile: z.object({ _id: z.string() }) }).parse(await created.json());
  return { ...account, profileId: profile._id };
}

export async function createTemplate(
  request: APIRequestContext,
  token: string,
  template: { profileId: string; platform: 'UPWORK' | 'LINKEDIN'; templateType: string; title: string; detail: string },
) {
  const created = await request.post('/api/template', {
    headers: auth(token),
    data: {
      templateTitle: template.title,
      templateDescription: `${template.title} for the extension`,
      templateDetail: template.detail,
      profileId: template.profileId,
      platform: template.platform,
      templateType: template.templateType,
      default: true,
      starterTemplate: false,
    },
  });
  expect(created.status()).toBe(201);
}

export async function history(request: APIRequestContext, token: string) {
  const response = await request.get('/api/job', { headers: auth(token) });
  expect(response.status()).toBe(200);
  return z
    .object({
      jobs: z.array(
        z.object({ jobTitle: z.string(), jobLink: z.string(), aiResponse: z.string(), status: z.string() }),
      ),
    })
    .parse(await response.json()).jobs;
}

/** Points the panel at the test server and signs in with e-mail and password there. */
export async function signInInPanel(panel: Page, appURL: string, account: { email: string; password: string }) {
  await panel.getByText('Settings').click();
  await panel.getByLabel('Quillbid address').fill(appURL);
  await panel.getByRole('button', { name: 'Save address' }).click();
  await panel.getByLabel('E-mail').fill(account.email);
  await panel.getByLabel('Password').fill(account.password);
  await panel.getByRole('button', { name: 'Sign in' }).click();
  await expect(panel.getByText(account.email)).toBeVisible();
}

/** The panel, signed in, beside a tab that shows `url` in front: the panel reads that tab. */
export async function panelBeside(
  extension: LoadedExtension,
  appURL: string,
  account: { email: string; password: string },
  url: string,
) {
  const panel = await extension.openPanel();
  await signInInPanel(panel, appURL, account);
  const site = await extension.context.newPage();
  await site.setViewportSize({ width: 1100, height: 900 });
  await site.goto(url);
  await site.bringToFront();
  await panel.getByRole('button', { name: 'Read again' }).click();
  return { panel, site };
}

import type { APIRequestContext } from '@playwright/test';
import { agencyMessages } from '@quillbid/shared';
import { createProfile, createSignedInAccount, newAccount, subscribeInTestMode } from './accounts';
import { expect, test } from './fixtures';
import { waitForMailLink } from './mail';

// Each journey signs up accounts and crosses many pages: on a busy two-core machine a minute is too short.
test.describe.configure({ timeout: 240_000 });

test('an agency owner invites a member, who joins by e-mail and draws on the agency plan', async ({
  page,
  request,
  context,
  browser,
  baseURL,
}) => {
  const owner = await createSignedInAccount(request, context, baseURL ?? '');
  const member = newAccount();
  await subscribeInTestMode(request, owner.token, 'agencyExpansion');

  await test.step('the owner names the agency and invites a member', async () => {
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Agency' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${owner.firstName}'s Agency` })).toBeVisible();

    await page.getByRole('button', { name: 'Edit Agency Details' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Agency Details' });
    await edit.getByLabel('Agency Name').fill('Orbit Studio');
    await edit.getByLabel('Agency Description').fill('Mission software, delivered on time.');
    await edit.getByRole('button', { name: 'Save Agency' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Orbit Studio' })).toBeVisible();
    // The toast covers the top-right corner, where 'Add Member' is, and a pointer resting on a toast pauses
    // its timer: clicking through it would wait forever. Let it go first.
    const saved = page.getByText(agencyMessages.updated);
    await expect(saved).toBeVisible();
    await expect(saved).toBeHidden({ timeout: 15_000 });

    await page.getByRole('button', { name: 'Add Member' }).click();
    const invite = page.getByRole('dialog', { name: 'Add Member' });
    await invite.getByRole('button', { name: 'Send Invite' }).click();
    await expect(page.getByText(agencyMessages.emailRequired)).toBeVisible();
    await invite.getByLabel('Email').fill(member.email);
    await invite.getByRole('button', { name: 'Send Invite' }).click();
    await expect(page.getByText(agencyMessages.inviteSent)).toBeVisible();
    await expect(page.getByText('1 of 10 seats taken: 1 invite pending')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Pending invites' }).getByText(member.email)).toBeVisible();
  });

  const memberContext = await browser.newContext({ baseURL });
  const memberPage = await memberContext.newPage();

  await test.step('the member accepts by e-mail and logs in', async () => {
    await memberPage.goto(await waitForMailLink(member.email, '/accept-invite'));
    await expect(memberPage.getByRole('heading', { name: 'Join Orbit Studio' })).toBeVisible();
    await memberPage.getByRole('button', { name: 'Continue with Email' }).click();
    await memberPage.getByLabel('First name').fill('Katherine');
    await memberPage.getByLabel('Last name').fill('Johnson');
    await memberPage.getByLabel('Password', { exact: true }).fill(member.password);
    await memberPage.getByLabel('Confirm password', { exact: true }).fill(member.password);
    await memberPage.getByRole('button', { name: 'Accept Invite' }).click();
    await expect(memberPage.getByText(agencyMessages.inviteAccepted).first()).toBeVisible();
    await expect(memberPage).toHaveURL(/\/login$/);

    await memberPage.getByLabel('Email').fill(member.email);
    await memberPage.getByLabel('Password', { exact: true }).fill(member.password);
    await memberPage.getByRole('button', { name: 'Sign In' }).click();
    await expect(memberPage).toHaveURL(/\/onboarding$/);
    await memberPage.getByRole('link', { name: 'Skip for now' }).click();
    await expect(memberPage).toHaveURL(/\/dashboard$/);
  });

  await test.step('the member sees the agency without owner actions, and no billing tabs', async () => {
    await memberPage.getByRole('link', { name: 'Agency' }).click();
    await expect(memberPage.getByRole('heading', { level: 1, name: 'Orbit Studio' })).toBeVisible();
    await expect(memberPage.getByRole('button', { name: 'Add Member' })).toHaveCount(0);
    await expect(memberPage.getByRole('button', { name: 'Edit Agency Details' })).toHaveCount(0);
    const ownCard = memberPage.getByRole('article', { name: 'Katherine Johnson' });
    await ownCard.getByRole('link', { name: 'Account settings' }).click();
    await expect(memberPage.getByRole('tab', { name: 'Account' })).toBeVisible();
    for (const tab of ['Packages', 'Billing', 'Resources']) {
      await expect(memberPage.getByRole('tab', { name: tab })).toHaveCount(0);
    }
  });

  await test.step("the owner sees the member's usage of the agency plan", async () => {
    const memberToken = (await memberContext.cookies()).find((cookie) => cookie.name === 'token')?.value ?? '';
    await createProfile(memberContext.request, memberToken);
    await page.reload();
    const card = page.getByRole('article', { name: 'Katherine Johnson' });
    await expect(card).toBeVisible();
    await expect(card.getByText(member.email)).toBeVisible();
    await expect(card.getByRole('progressbar', { name: 'Profiles 1 / 50' })).toBeVisible();
    await expect(
      page.getByRole('article', { name: `${owner.firstName} ${owner.lastName}` }).getByText('Owner'),
    ).toBeVisible();
  });

  await memberContext.close();
});

/** Invites `email` over the API and, when `accept` is set, accepts by e-mail as Katherine Johnson. */
async function inviteOverApi(request: APIRequestContext, ownerToken: string, email: string, accept: boolean) {
  const invited = await request.post('/api/users/invite-user', {
    headers: { Authorization: `Bearer ${ownerToken}` },
    data: { email },
  });
  expect(invited.status()).toBe(201);
  const token = new URL(await waitForMailLink(email, '/accept-invite')).searchParams.get('token') ?? '';
  if (!accept) return token;
  const accepted = await request.post('/api/users/verify-invite', {
    data: { token, firstName: 'Katherine', lastName: 'Johnson', password: 'members share one plan' },
  });
  expect(accepted.status()).toBe(200);
  return token;
}

test('on a phone, the owner revokes a pending invite and removes a member, confirming each', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const owner = await createSignedInAccount(request, context, baseURL ?? '');
  await subscribeInTestMode(request, owner.token, 'agencyExpansion');
  await inviteOverApi(request, owner.token, newAccount().email, true);
  const pendingEmail = newAccount().email;
  const pendingLink = await inviteOverApi(request, owner.token, pendingEmail, false);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/agency');
  await expect(page.getByText('2 of 10 seats taken: 1 member, 1 invite pending')).toBeVisible();
  // Nothing may push the page sideways at this width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await test.step('the owner revokes the pending invite, after confirming', async () => {
    const invites = page.getByRole('list', { name: 'Pending invites' });
    await expect(invites.getByText(pendingEmail)).toBeVisible();
    await invites.getByRole('button', { name: `Revoke invite to ${pendingEmail}` }).click();
    const confirm = page.getByRole('alertdialog', { name: agencyMessages.revokeTitle });
    await expect(confirm.getByText(agencyMessages.revokeText(pendingEmail))).toBeVisible();
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText(agencyMessages.inviteRevoked)).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(page.getByText(agencyMessages.noPendingInvites)).toBeVisible();
    await expect(page.getByText('1 of 10 seats taken: 1 member')).toBeVisible();
    const details = await request.post('/api/users/invite-details', { data: { token: pendingLink } });
    expect(details.status()).toBe(400);
  });

  await test.step('the owner removes the member from the keyboard, after confirming', async () => {
    const ownerCard = page.getByRole('article', { name: `${owner.firstName} ${owner.lastName}` });
    await expect(ownerCard.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
    const memberCard = page.getByRole('article', { name: 'Katherine Johnson' });
    await memberCard.getByRole('button', { name: 'Remove Katherine Johnson' }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: agencyMessages.removeTitle });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(confirm.getByRole('button', { name: 'Remove' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(agencyMessages.memberRemoved)).toBeVisible();
    await expect(memberCard).toHaveCount(0);
    await expect(page.getByText('0 of 10 seats taken')).toBeVisible();
  });
});

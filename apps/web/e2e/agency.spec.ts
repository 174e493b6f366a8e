import { agencyMessages } from '@quillbid/shared';
import { createProfile, createSignedInAccount, newAccount, subscribeInTestMode } from './accounts';
import { expect, test } from './fixtures';
import { waitForMailLink } from './mail';

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
    await expect(page.getByText('1 of 10 members added · 1 invite pending')).toBeVisible();
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

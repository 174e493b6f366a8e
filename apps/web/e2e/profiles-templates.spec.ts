import type { Page } from '@playwright/test';
import { createSignedInAccount, subscribeInTestMode } from './accounts';
import { expect, test } from './fixtures';

const portfolio = [
  { type: 'GitHub', url: 'https://github.com/grace-hopper' },
  { type: 'LinkedIn', url: 'https://www.linkedin.com/in/grace-hopper' },
  { type: 'Upwork', url: 'https://www.upwork.com/freelancers/~01grace' },
];

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function addChip(scope: Page | ReturnType<Page['getByRole']>, label: string, item: string) {
  const input = scope.getByLabel(label, { exact: true });
  await input.fill(item);
  await input.press('Enter');
}

async function addProject(page: Page, name: string, type: string, skills: string[]) {
  await page.getByRole('button', { name: 'Add Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Project' });
  await dialog.getByLabel('Project Name').fill(name);
  await addChip(dialog, 'Project Type', type);
  await dialog.getByLabel('Project Description').fill(`${name}: built and shipped end to end.`);
  await dialog.getByLabel('Project Link (optional)').fill('https://example.com/work');
  for (const skill of skills) await addChip(dialog, 'Project Skills', skill);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article', { name })).toBeVisible();
}

async function confirmDelete(page: Page, title: string) {
  const deletedToast = page.getByText('Deleted Successfully');
  // A toast from an earlier delete would satisfy the check below on its own.
  await expect(deletedToast).toHaveCount(0);
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Confirm Deletion' });
  await expect(dialog).toContainText('Are you sure you want to delete this item? This action cannot be undone.');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(deletedToast).toBeVisible();
}

test('create and edit a profile, create a template from a LinkedIn starter, filter, then delete both', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  // One long journey through two big forms; on a busy two-core machine it outgrows the default minute.
  test.slow();
  const account = await createSignedInAccount(request, context, baseURL ?? '');
  await subscribeInTestMode(request, account.token);

  await test.step('create a profile with three portfolio links and two projects', async () => {
    await page.goto('/dashboard/profiles');
    await expect(page.getByText('No Profile Found')).toBeVisible();
    await page.getByRole('link', { name: 'Add New Profile' }).click();
    await expect(page).toHaveURL(/\/dashboard\/profiles\/create$/);

    // Saving the empty form marks the fields and names the spec's first rule.
    await page.getByRole('button', { name: 'Save as Profile' }).click();
    await expect(page.getByText('Profile Name is required.', { exact: true }).first()).toBeVisible();
    await expect(page.getByLabel('Profile Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Profile Name')).toBeFocused();

    await page.getByLabel('Profile Name').fill('Compiler engineer');
    await expect(page.getByLabel('Profile Name')).toHaveAttribute('aria-invalid', 'false');
    await page.getByLabel('Profile Description').fill('Languages, compilers and tooling');
    await page.getByLabel('First Name').fill(account.firstName);
    await page.getByLabel('Last Name').fill(account.lastName);
    await page.getByLabel('Location').fill('Arlington, VA');
    await page.getByLabel('Profession').fill('Software engineer');
    await addChip(page, 'Skills', 'COBOL');
    await addChip(page, 'Skills', 'Compilers');
    await page.getByLabel('Years of Experience').fill('12');
    await page.getByRole('textbox', { name: 'Profile Summary' }).fill('I make machines understand people.');

    for (const [index, link] of portfolio.entries()) {
      await page.getByRole('button', { name: 'Add Portfolio Link' }).click();
      await choose(page, `Portfolio Type ${index + 1}`, link.type);
      await page.getByLabel(`Portfolio URL ${index + 1}`).fill(link.url);
    }
    await expect(page.getByText(/Invalid URL format|URL can't be empty/)).toHaveCount(0);

    await addProject(page, 'A-0 System', 'Compiler', ['Assembly']);
    await addProject(page, 'FLOW-MATIC', 'Language', ['Language design', 'Compilers']);

    await page.getByRole('button', { name: 'Save as Profile' }).click();
    await expect(page.getByText('Profile Created Successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/profiles$/);
    await expect(page.getByRole('article', { name: 'Compiler engineer' })).toContainText(
      'Languages, compilers and tooling',
    );
  });

  await test.step('edit the profile', async () => {
    await page.getByRole('link', { name: 'Edit Compiler engineer' }).click();
    await expect(page.getByLabel('Profile Name')).toHaveValue('Compiler engineer');
    await expect(page.getByLabel('Portfolio URL 3')).toHaveValue(portfolio[2]?.url ?? '');
    await page.getByLabel('Profile Description').fill('Compilers, languages and developer tooling');
    await page.getByRole('button', { name: 'Save as Profile' }).click();
    await expect(page.getByText('Profile Updated Successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/profiles$/);
    await expect(page.getByRole('article', { name: 'Compiler engineer' })).toContainText(
      'Compilers, languages and developer tooling',
    );
  });

  await test.step('create a template from a LinkedIn starter', async () => {
    await page.getByRole('link', { name: 'Proposal Templates' }).click();
    await expect(page.getByText('No Template Found')).toBeVisible();
    await page.getByRole('button', { name: 'Add Template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Template' });
    await dialog.getByRole('tab', { name: 'Linkedin' }).click();
    await dialog.getByRole('article').first().getByRole('button', { name: 'Select' }).click();

    await expect(page).toHaveURL(/\/dashboard\/templates\/create$/);
    await expect(page.getByRole('combobox', { name: 'Platform' })).toHaveText('Linkedin');
    await expect(page.getByRole('textbox', { name: 'Template', exact: true })).toContainText('{');
    await page.getByLabel('Template Title').fill('LinkedIn hello');
    // The user's only profile is already chosen.
    await expect(page.getByRole('combobox', { name: 'Profile' })).toHaveText('Compiler engineer');
    await page.getByRole('button', { name: 'Save Template' }).click();
    await expect(page.getByText('Template Created Successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/templates$/);
  });

  await test.step('filter the templates by platform', async () => {
    const card = page.getByRole('article', { name: 'LinkedIn hello' });
    await expect(card).toBeVisible();
    await page.getByRole('button', { name: 'Upwork' }).click();
    await expect(page.getByText('No Template Found')).toBeVisible();
    await page.getByRole('button', { name: 'Linkedin' }).click();
    await expect(card).toBeVisible();
    await page.getByRole('button', { name: 'All' }).click();
    await expect(card).toBeVisible();
  });

  await test.step('delete the template and the profile after confirming', async () => {
    await confirmDelete(page, 'LinkedIn hello');
    await expect(page.getByText('No Template Found')).toBeVisible();
    await page.getByRole('link', { name: 'Freelancer Profiles' }).click();
    await confirmDelete(page, 'Compiler engineer');
    await expect(page.getByText('No Profile Found')).toBeVisible();
  });
});

import { accountMessages, authMessages, layoutMessages } from '@quillbid/shared';
import { newAccount } from './accounts';
import { expect, test } from './fixtures';
import { waitForMailLink } from './mail';

test('sign up, verify, log in, personalise, log out and reset the password', async ({ page, context }) => {
  const account = newAccount();

  await test.step('sign up from the login page', async () => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Need to create an account? Forever Free (Limited Spots)' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await page.getByLabel('First name').fill(account.firstName);
    await page.getByLabel('Last name').fill(account.lastName);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm password', { exact: true }).fill(account.password);
    await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText(authMessages.registered)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('verify the e-mail from the link in the mail', async () => {
    await page.goto(await waitForMailLink(account.email, '/verify-email'));
    await expect(page.getByText('Email successfully verified!')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('log in with Remember me', async () => {
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('checkbox', { name: 'Remember me' }).check();
    const opened: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) opened.push(new URL(frame.url()).pathname);
    });
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
    // A new account goes straight to the questionnaire, without the dashboard drawing itself first.
    expect(opened).not.toContain('/dashboard');

    const token = (await context.cookies()).find((cookie) => cookie.name === 'token');
    const twentyNineDays = 29 * 24 * 3600;
    expect(token?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + twentyNineDays);
  });

  await test.step('answer the seven onboarding questions, going back once', async () => {
    const step = (n: number) => expect(page.getByText(`Step ${n} of 7`)).toBeVisible();
    const pick = (answer: string) => page.getByRole('button', { name: answer, exact: true }).click();
    await step(1);
    await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();
    await pick('Technical');
    await step(2);
    await pick('5 to 20');
    await step(3);
    await page.getByRole('button', { name: 'Back' }).click();
    await step(2);
    await expect(page.getByRole('button', { name: '5 to 20' })).toHaveAttribute('aria-pressed', 'true');
    await pick('Full-time');
    for (const [n, answer] of [
      [3, '$40-80'],
      [4, 'Time writing proposals'],
      [5, '5-15'],
      [6, 'Yes'],
      [7, 'Create high-quality cover letters'],
    ] as const) {
      await step(n);
      await pick(answer);
    }
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: `Welcome back, ${account.firstName}` })).toBeVisible();

    const token = (await context.cookies()).find((cookie) => cookie.name === 'token')?.value;
    const stored = await page.request.get('/api/onboarding', { headers: { Authorization: `Bearer ${token}` } });
    expect(await stored.json()).toMatchObject({
      answers: { hoursPerWeek: 'Full-time', goal: 'Create high-quality cover letters' },
    });
  });

  await test.step('switch to the dark theme and keep it after a reload', async () => {
    const darkMode = page.getByRole('switch', { name: 'Dark mode' });
    await expect(darkMode).not.toBeChecked();
    await darkMode.check();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Dark mode' })).toBeChecked();
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(14, 16, 22)');
  });

  await test.step('edit the account in Settings', async () => {
    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
    await page.getByLabel('First name').fill('Amelia');
    await page.getByLabel('Last name').fill('Earhart');
    await page.getByLabel('Phone number').pressSequentially('+1 555-0100');
    await expect(page.getByLabel('Phone number')).toHaveValue('15550100');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText(accountMessages.saved)).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('First name')).toHaveValue('Amelia');
    await expect(page.getByLabel('Last name')).toHaveValue('Earhart');
    await expect(page.getByLabel('Phone number')).toHaveValue('15550100');
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
    await expect(page.getByLabel('Email')).not.toBeEditable();
  });

  await test.step('log out through the confirmation dialog', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('alertdialog', { name: layoutMessages.logoutTitle });
    await expect(dialog.getByText(layoutMessages.logoutText)).toBeVisible();
    await dialog.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await context.cookies()).some((cookie) => cookie.name === 'token')).toBe(false);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  const newPassword = 'flight-across-1932';
  await test.step('reset the password from the mailed link', async () => {
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    // The sign-in page has an Email field too: fill only once the lazy page has replaced it.
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText(authMessages.resetRequested)).toBeVisible();

    await page.goto(await waitForMailLink(account.email, '/reset-password'));
    await page.getByRole('button', { name: 'Set New Password' }).click();
    const notifications = page.getByRole('region', { name: /Notifications/ });
    await expect(notifications.getByText('Password is required')).toBeVisible();
    const password = page.getByLabel('New password', { exact: true });
    await expect(password).toHaveAccessibleDescription(authMessages.passwordRequired);
    await expect(password).toBeFocused();
    await password.fill(newPassword);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByText(authMessages.passwordReset)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('log in with the new password', async () => {
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome back, Amelia' })).toBeVisible();
  });
});

import { adminEmail, expect, signIn, test } from './fixtures';

test('sign in shows the shell with the current user', async ({ page }) => {
  await signIn(page);
  await expect(page.getByTestId('nav-drawer')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Users' })).toBeVisible();
});

test('a failed sign-in shows the message', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Email' }).fill(adminEmail);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Incorrect email or password!')).toBeVisible();
});

test('Enter in the email moves to the password, Enter in the password signs in', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Email' }).fill(adminEmail);
  await page.getByRole('textbox', { name: 'Email' }).press('Enter');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(process.env.E2E_ADMIN_PASSWORD ?? 'Admin-password-1');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('current-user')).toContainText(adminEmail);
});

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

test('a new release clears local settings and keeps the session', async ({ page }) => {
  await signIn(page);
  await expect(page.getByTestId('current-user')).toContainText(adminEmail);
  // The browser last saw another version, and kept a local setting since.
  await page.evaluate(() => {
    localStorage.setItem('appVersion', 'an-earlier-release');
    localStorage.setItem('books.e2e.setting', 'kept?');
  });
  const alerted: string[] = [];
  page.on('dialog', (dialog) => {
    alerted.push(dialog.message());
    void dialog.accept();
  });
  await page.reload();
  await expect.poll(() => alerted.length).toBe(1);
  // The check reloads the page once more: read its storage once the new page is there.
  const stored = (key: string) => page.evaluate((name) => localStorage.getItem(name), key).catch(() => 'navigating');
  await expect.poll(() => stored('appVersion')).not.toMatch(/^(an-earlier-release|navigating)$/);
  await expect(page.getByTestId('current-user')).toContainText(adminEmail);
  await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
  await expect.poll(() => stored('books.e2e.setting')).toBeNull();
});

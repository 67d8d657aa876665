import { expect, signIn, test } from './fixtures';

test('the theme toggle persists after a reload', async ({ page }) => {
  await signIn(page);
  const content = page.getByTestId('content');
  await expect(content).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await page.getByTestId('theme-toggle').click();
  await expect(content).toHaveCSS('background-color', 'rgb(30, 30, 30)');
  await page.reload();
  await expect(page.getByTestId('content')).toHaveCSS('background-color', 'rgb(30, 30, 30)');
  await page.getByTestId('theme-toggle').click();
  await expect(page.getByTestId('content')).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
});

test('switch to Russian and keep it after a reload', async ({ page }) => {
  await signIn(page);
  await page.getByTestId('language-switch').click();
  await expect(page.getByRole('link', { name: 'Пользователи' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Пользователи' })).toBeVisible();
  await page.getByTestId('language-switch').click();
  await expect(page.getByRole('link', { name: 'Users' })).toBeVisible();
});

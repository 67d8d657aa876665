/** Server field errors reach the form: each under its field, in the user's language, the first in view. */
import { adminApi, adminEmail, expect, signIn, test, unique } from './fixtures';

test('inviting an existing email shows the server\'s message under the email field', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto('/users');
  await page.getByRole('button', { name: 'Invite user' }).click();
  const editor = page.getByTestId('entity-editor');
  await editor.getByRole('textbox', { name: 'Email', exact: true }).fill(adminEmail);
  await editor.getByRole('textbox', { name: 'First name', exact: true }).fill('Ivan');
  await editor.getByRole('textbox', { name: 'Last name', exact: true }).fill('Petrov');
  await editor.getByRole('combobox', { name: 'Department', exact: true }).click();
  await page.getByRole('option').first().click();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByTestId('field-email')).toContainText('Account with this email already exists!');
  await page.screenshot({ path: 'test-results/invite-duplicate.png' });
});

test('a duplicate SSP id shows under the id field in the dialog, in the user\'s language, and takes the cursor', async ({ page, request }) => {
  test.setTimeout(120_000);
  const api = await adminApi(request);
  const id = unique('ssp-');
  expect((await api.post('/api/publishers/ssp/', { data: { id, name: 'First' } })).status()).toBe(201);
  await signIn(page);
  await page.goto('/sspPublishers');
  await page.getByTestId('language-switch').click();
  await page.getByRole('button', { name: 'Создать', exact: true }).click();
  const editor = page.getByTestId('entity-editor');
  await editor.getByTestId('field-id').locator('input').fill(id);
  await editor.getByTestId('field-name').locator('input').fill('Second');
  await editor.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(editor.getByTestId('field-id')).toContainText('Элемент с таким id уже существует');
  await expect(editor.getByTestId('field-id').locator('input')).toBeFocused();
  await page.screenshot({ path: 'test-results/ssp-duplicate-ru.png' });
});

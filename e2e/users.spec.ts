import { adminApi, expect, signIn, test, unique } from './fixtures';
import { signupToken } from './mail';

test.describe.configure({ mode: 'serial' });

const email = `${unique('user')}@example.com`;
const firstPassword = 'First-password-1';
const secondPassword = 'Second-password-2';

test.beforeAll(async ({ request }) => {
  const api = await adminApi(request);
  const departments = await api.get('/api/accounts/departments/');
  const list = (await departments.json()) as { count: number };
  if (!list.count) expect((await api.post('/api/accounts/departments/', { data: { name: 'Sales' } })).ok()).toBeTruthy();
});

test('invite a user who sets a password from the mail and signs in', async ({ page, dataDir }) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Users' }).click();
  const since = Date.now() - 1000;
  await page.getByRole('button', { name: 'Invite user' }).click();
  const editor = page.getByTestId('entity-editor');
  await expect(editor).toBeVisible();
  await editor.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await editor.getByRole('textbox', { name: 'First name', exact: true }).fill('Ivan');
  await editor.getByRole('textbox', { name: 'Last name', exact: true }).fill('Petrov');
  await editor.getByRole('combobox', { name: 'Department', exact: true }).click();
  await page.getByRole('option').first().click();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Item has been created')).toBeVisible();

  const token = await signupToken(dataDir, email, since);
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.goto(`/signup/${token}`);
  await page.getByLabel('New password').fill(firstPassword);
  await page.getByLabel('Confirm password').fill('different');
  await expect(page.getByText('Password confirmation does not match the password!')).toBeVisible();
  await page.getByLabel('Confirm password').fill(firstPassword);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByTestId('current-user')).toContainText(email);

  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await signIn(page, email, firstPassword);
  await expect(page.getByTestId('current-user')).toContainText('Ivan Petrov');
});

test('reset a password through the mailed link', async ({ page, dataDir }) => {
  await page.goto('/');
  await page.getByText('Forgot the password?').click();
  const since = Date.now() - 1000;
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('A link to reset your password has been sent to your email address')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();

  const token = await signupToken(dataDir, email, since);
  await page.goto(`/signup/${token}`);
  await page.getByLabel('New password').fill(secondPassword);
  await page.getByLabel('Confirm password').fill(secondPassword);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByTestId('current-user')).toContainText(email);

  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(firstPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Incorrect email or password!')).toBeVisible();
  await signIn(page, email, secondPassword);
});

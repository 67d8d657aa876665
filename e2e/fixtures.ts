/** Test fixtures: the server's address, admin credentials and small UI helpers. */
import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { signupToken } from './mail';
import { adminEmail as defaultEmail, adminPassword as defaultPassword } from './server';

const adminEmail = process.env.E2E_ADMIN_EMAIL ?? defaultEmail;
const adminPassword = process.env.E2E_ADMIN_PASSWORD ?? defaultPassword;

export { expect, adminEmail, adminPassword };

export const test = base.extend<{ dataDir: string }>({
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => use(process.env.E2E_BASE_URL),
  // eslint-disable-next-line no-empty-pattern
  dataDir: async ({}, use) => use(process.env.E2E_DATA_DIR ?? ''),
  // Test data goes in as the app's own page sends it: a browser adds Sec-Fetch-Site itself, an
  // API request context does not, and cookie-signed writes without it are refused (cross-site-guard.ts).
  request: async ({ playwright, baseURL }, use) => {
    const context = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'sec-fetch-site': 'same-origin' } });
    await use(context);
    await context.dispose();
  },
});

export async function signIn(page: Page, email = adminEmail, password = adminPassword, timeout?: number): Promise<void> {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('current-user')).toContainText(email, { timeout });
}

/** An API session as the admin (for test data the UI is not under test for). */
export async function adminApi(request: APIRequestContext): Promise<APIRequestContext> {
  const response = await request.post('/api/accounts/login/', { data: { email: adminEmail, password: adminPassword } });
  expect(response.ok()).toBeTruthy();
  return request;
}

export function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

/**
 * A user of `role` with `password`, invited by the admin session `api` and signed up through
 * the mailed link (needs the server's DATA_DIR for the mail). Answers the user's id.
 */
export async function createUser(api: APIRequestContext, dataDir: string, email: string, password: string, role: 'USER' | 'MANAGER' | 'ADMIN' = 'USER'): Promise<number> {
  const since = Date.now() - 1000;
  const created = await api.post('/api/accounts/', { data: { email, firstName: 'Uma', lastName: 'User', department: 1, role } });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;
  const token = await signupToken(dataDir, email, since);
  // set the password from a separate context so the admin session stays in `api`
  const set = await fetch(new URL('/api/accounts/set/', process.env.E2E_BASE_URL), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, password }),
  });
  expect(set.status).toBe(200);
  return id;
}

/** Choose an item of a reference picker by typing part of its text. */
export async function pick(scope: Locator, page: Page, label: string, text: string) {
  const input = scope.getByRole('combobox', { name: label, exact: true });
  await input.click();
  await input.fill(text);
  await page.getByRole('option', { name: text }).first().click();
}

/** Type a date into a MUI X date field (English: MM/DD/YYYY sections). */
export async function typeDate(scope: Locator, page: Page, label: string, isoDate: string) {
  const [year, month, day] = isoDate.split('-');
  await scope.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(`${month}${day}${year}`);
}

/**
 * Type a month (YYYY-MM) into the month picker with this test id: the month's two digits into
 * its month section, the year into its year section, and Enter. A keystroke can land while the
 * picker re-renders under a loaded machine (a month of 10 to 12 then reads as January), so a
 * month not taken is typed again, up to three times.
 */
export async function typeMonth(page: Page, testId: string, month: string) {
  const [year, monthNumber] = month.split('-');
  const picker = page.getByTestId(testId);
  const sections = picker.getByRole('spinbutton');
  // Already shown (a filter kept from the last visit): typing over it could only race with the
  // check below, which would pass at once on the old value while the typing is still landing.
  await expect(picker).toHaveAttribute('data-month', /.*/);
  if ((await picker.getAttribute('data-month')) === month) return;
  for (let attempt = 1; ; attempt++) {
    await sections.first().click();
    await page.keyboard.type(monthNumber);
    await sections.nth(1).click();
    await page.keyboard.type(year);
    await page.keyboard.press('Enter');
    if (attempt === 3) break;
    try {
      await expect(picker).toHaveAttribute('data-month', month, { timeout: 3_000 });
      return;
    } catch {
      // typed again below
    }
  }
  await expect(picker).toHaveAttribute('data-month', month);
}

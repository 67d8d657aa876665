/** Test fixtures: the server's address, admin credentials and small UI helpers. */
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
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

export async function signIn(page: Page, email = adminEmail, password = adminPassword): Promise<void> {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('current-user')).toContainText(email);
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

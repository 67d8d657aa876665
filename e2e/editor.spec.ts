/**
 * The generic editor as a daily user meets it (issue 24): readable history, the locked-order
 * banner without Create, the unsaved-changes warning, the first invalid field focused, the
 * no-access page, a favicon and a cold load without console errors.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { adminApi, adminEmail, adminPassword, createUser, expect as baseExpect, test, unique } from './fixtures';

// Each test is a few screens on a shared, busy machine: generous time, and waits to match.
test.describe.configure({ timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 60_000 });

async function created(api: APIRequestContext, path: string, data: Record<string, unknown>): Promise<{ id: number }> {
  const answer = await api.post(`/api/${path}`, { data });
  expect(answer.status(), await answer.text()).toBe(201);
  return answer.json();
}

async function patched(api: APIRequestContext, path: string, data: Record<string, unknown>) {
  const answer = await api.patch(`/api/${path}`, { data });
  expect(answer.status(), await answer.text()).toBe(200);
}

interface Order {
  id: number;
  name: string;
  brand: string;
}

/** An order of the current month with its references, as the super admin makes it. */
async function newOrder(api: APIRequestContext): Promise<Order> {
  const me = (await (await api.get('/api/accounts/current/')).json()) as { id: number };
  const name = unique('Editor ');
  const client = await created(api, 'clients/', { name, type: 'DIRECT', user: me.id });
  const legalEntity = await created(api, 'legal_entities/', { fullname: `OOO ${name}`, name: `LE ${name}`, legalForm: 'LEGAL', client: client.id, billingInfo: { inn: '7701234567' } });
  const pipe = await created(api, 'brands/pipe/', { name: `CRM ${name}` });
  const brand = await created(api, 'brands/', { name: `Brand ${name}`, pipeOrganization: pipe.id });
  const vertical = await created(api, 'brands/vertical/', { name: `Vertical ${name}`, brand: brand.id });
  const contract = await created(api, 'contracts/', { responsible: me.id, legalEntity: legalEntity.id, date: '2025-01-01', type: 'SERVICE', subject: 'REPRESENTATION', price: 0, postponeDays: 0 });
  const order = await created(api, 'orders/', { name, client: client.id, legalEntity: legalEntity.id, contract: contract.id, brand: brand.id, vertical: vertical.id, site: 'https://editor.example', responsible: me.id, department: 1 });
  return { id: order.id, name, brand: `Brand ${name}` };
}

const editor = (page: Page) => page.getByTestId('entity-editor');

/** The fixtures' sign-in, with this spec's patience. */
async function signIn(page: Page, email = adminEmail, password = adminPassword): Promise<void> {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('current-user')).toContainText(email);
}

test('an order’s history reads in names, labels and the user’s formats', async ({ page, request }) => {
  const api = await adminApi(request);
  const order = await newOrder(api);
  const otherPipe = await created(api, 'brands/pipe/', { name: unique('CRM other ') });
  const otherBrand = unique('Other brand ');
  const brand = await created(api, 'brands/', { name: otherBrand, pipeOrganization: otherPipe.id });
  const vertical = await created(api, 'brands/vertical/', { name: unique('Other vertical '), brand: brand.id });
  const current = (await (await api.get(`/api/orders/${order.id}/`)).json()) as { dateStart: string; dateEnd: string };
  const dateEnd = `${current.dateStart.slice(0, 8)}20`;
  await patched(api, `orders/${order.id}/`, { brand: brand.id, vertical: vertical.id, status: 'IN_WORK', dateEnd, nds: 18.5 });
  const payment = await created(api, 'payments/', { order: order.id, date: current.dateStart, sum: 1045404.64 });
  // Renamed after the change: the history keeps the name the brand had then.
  await patched(api, `brands/${brand.id}/`, { name: `${otherBrand} renamed` });

  await signIn(page);
  await page.goto(`/order/${order.id}`);
  await editor(page).getByRole('tab', { name: 'Events' }).click();
  const change = page.getByTestId('history-entry').first();
  await expect(change.getByTestId('history-change-brand')).toHaveText(`Brand${order.brand}${otherBrand}`);
  await expect(change.getByTestId('history-change-status')).toHaveText('StatusPreparedIn work');
  const [year, month] = dateEnd.split('-');
  await expect(change.getByTestId('history-change-dateEnd')).toContainText(`${month}/20/${year}`);
  await expect(change.getByTestId('history-change-nds')).toHaveText(/20\.00\s*18\.50$/);
  const text = (await page.getByTestId('entity-history').innerText()).replace(/\s+/g, ' ');
  expect(text).not.toMatch(/enums\.|T\d\d:\d\d|\b\d{4}-\d\d-\d\d\b/);
  await expect(change.getByTestId('history-change-brand')).not.toContainText(`#${brand.id}`);

  // Money in another entity's history, from its own editor.
  await page.goto(`/payments?order=${order.id}`);
  await page.getByText(/1,045,404\.64/).first().dblclick();
  await page.getByRole('button', { name: 'History' }).click();
  const payments = page.getByTestId('history-dialog');
  await expect(payments.getByTestId('history-change-sum')).toHaveText('Sum with VAT—1,045,404.64');
  await expect(payments.getByTestId('history-change-order')).toContainText(order.name);
  expect(payment.id).toBeGreaterThan(0);
});

test('a locked order says who locked it and when, and its products offer no Create', async ({ page, request, dataDir }) => {
  const api = await adminApi(request);
  const order = await newOrder(api);
  await patched(api, `orders/${order.id}/`, { isLocked: true });
  const email = `${unique('manager')}@example.com`;
  await createUser(api, dataDir, email, 'Locked-order-1', 'MANAGER');

  await signIn(page, email, 'Locked-order-1');
  await page.goto(`/order/${order.id}`);
  const banner = page.getByTestId('locked-banner');
  await expect(banner).toContainText('This order is locked');
  await expect(banner).toContainText(/Locked by .+ on \d\d?\/\d\d?\/\d{4}/);
  await editor(page).getByRole('tab', { name: 'Products' }).click();
  await expect(editor(page).getByText('No records to display')).toBeVisible();
  await expect(editor(page).getByRole('button', { name: 'Create' })).toHaveCount(0);
  await editor(page).getByRole('tab', { name: 'Payments' }).click();
  await expect(editor(page).getByRole('button', { name: 'Create' })).toHaveCount(0);
  // The super admin, whom the lock does not bind, is offered Create.
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await signIn(page);
  await page.goto(`/order/${order.id}`);
  await editor(page).getByRole('tab', { name: 'Products' }).click();
  await expect(editor(page).getByRole('button', { name: 'Create' })).toBeVisible();
});

test('leaving an edited order warns first; staying keeps the typing', async ({ page, request }) => {
  const api = await adminApi(request);
  const order = await newOrder(api);
  await signIn(page);
  await page.goto(`/order/${order.id}`);
  const name = editor(page).getByRole('textbox', { name: 'Name', exact: true });
  await name.fill(`${order.name} edited`);
  await page.getByRole('link', { name: 'Contracts' }).click();
  const dialog = page.getByTestId('leave-dialog');
  await expect(dialog).toContainText('You have unsaved changes');
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${order.id}$`));
  await expect(name).toHaveValue(`${order.name} edited`);
  await page.getByRole('link', { name: 'Contracts' }).click();
  await page.getByTestId('leave-dialog').getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/contracts/);
  expect(((await (await api.get(`/api/orders/${order.id}/`)).json()) as { name: string }).name).toBe(order.name);

  // Saved with "Apply" (save and stay): nothing is left to lose, the page stays.
  await page.goto(`/order/${order.id}`);
  await editor(page).getByRole('textbox', { name: 'Name', exact: true }).fill(`${order.name} applied`);
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Item has been updated')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/order/${order.id}$`));
  await page.getByRole('link', { name: 'Contracts' }).click();
  await expect(page).toHaveURL(/\/contracts/);
  await expect(page.getByTestId('leave-dialog')).toHaveCount(0);
  expect(((await (await api.get(`/api/orders/${order.id}/`)).json()) as { name: string }).name).toBe(`${order.name} applied`);
});

test('a failed save brings the first invalid field into view and focuses it', async ({ page, request }) => {
  const api = await adminApi(request);
  const order = await newOrder(api);
  await page.setViewportSize({ width: 1440, height: 600 });
  await signIn(page);
  await page.goto(`/order/${order.id}`);
  const site = editor(page).getByRole('textbox', { name: 'Site', exact: true });
  await site.fill('');
  await page.mouse.wheel(0, 5000);
  // The action bar stays in view at the bottom of the window while the form scrolls.
  const save = editor(page).getByTestId('editor-actions').getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeInViewport();
  await save.click();
  await expect(page.getByText('invalid form data')).toBeVisible();
  await expect(site).toBeFocused();
  await expect(site).toBeInViewport();
});

test('an address the user may not open says "No access"', async ({ page, request, dataDir }) => {
  const api = await adminApi(request);
  const email = `${unique('user')}@example.com`;
  await createUser(api, dataDir, email, 'No-access-1', 'USER');
  await signIn(page, email, 'No-access-1');
  await page.goto('/erirActs');
  await expect(page.getByTestId('no-access')).toContainText('You do not have access to this page');
  await expect(page.getByText('Page not found')).toHaveCount(0);
  await page.goto('/no-such-page');
  await expect(page.getByText('Page not found')).toBeVisible();
});

test('a cold load has a favicon and no console error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect((await page.request.get(icon!)).status()).toBe(200);
  await signIn(page);
  await page.reload();
  await expect(page.getByTestId('current-user')).toBeVisible();
  expect(errors).toEqual([]);
  expect(failed).toEqual([]);
});

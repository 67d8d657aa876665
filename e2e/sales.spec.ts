/**
 * The money side in the browser: a contract created on its page, an order with two products
 * whose sums show as they are typed, an invoice that makes it partly paid, set paid, split and
 * merge back, the statistics view, the clients' yearly grid and the receivables' lateness scale.
 */
import type { Page } from '@playwright/test';
import { adminApi, expect, pick, signIn, test, typeDate } from './fixtures';
import { created, salesWorld, worldOrder, type World } from './world';
import { businessMonth } from '../src/domain/core/calendar/business-day';

/** A save under a loaded CI machine (the whole suite before it) has taken over the default 10 s. */
const saved = { timeout: 30_000 };

const rows = (page: Page) => page.getByTestId('table-row');

async function addProduct(page: Page, w: World, name: string, price: string, amount: string, expected: { without: string; with: string }) {
  await page.getByRole('button', { name: 'Create' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await pick(dialog, page, 'Format', w.format.name);
  await dialog.getByRole('textbox', { name: 'Price', exact: true }).fill(price);
  await dialog.getByRole('textbox', { name: 'Volume', exact: true }).fill(amount);
  await dialog.getByRole('textbox', { name: 'Plan price', exact: true }).fill('1');
  // The sums preview what the server will store, as they are typed, read-only in the user's format.
  await expect(dialog.getByRole('textbox', { name: 'Sum without VAT', exact: true })).toHaveValue(expected.without);
  await expect(dialog.getByRole('textbox', { name: 'Sum with VAT', exact: true })).toHaveValue(expected.with);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Item has been created').first()).toBeVisible(saved);
}

test('a contract, an order with two products, payments, split and merge', async ({ page, request }) => {
  test.setTimeout(180_000); // a long flow of a dozen screens and writes
  const api = await adminApi(request);
  const w = await salesWorld(api, 'Sales ');
  await signIn(page);

  // The contract, on its own page.
  await page.goto('/contracts');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/contract\/create$/);
  const contractEditor = page.getByTestId('entity-editor');
  await pick(contractEditor, page, 'Legal entity', w.legalEntity.name);
  await contractEditor.getByRole('textbox', { name: 'Number', exact: true }).fill(`C-${w.client.name}`);
  await typeDate(contractEditor, page, 'Date', '2026-01-15');
  await contractEditor.getByRole('combobox', { name: 'Type', exact: true }).click();
  await page.getByRole('option', { name: 'Service' }).click();
  await contractEditor.getByRole('combobox', { name: 'Subject', exact: true }).click();
  await page.getByRole('option', { name: 'Representation' }).click();
  // The price is left (and shown formatted) before Save: a Save clicked while the field still
  // took its last keystroke was once refused on a loaded CI machine, Subject and Price marked
  // required though both were filled and nothing sent (a race not understood yet).
  const price = contractEditor.getByRole('textbox', { name: 'Price', exact: true });
  await price.fill('0');
  await price.press('Tab');
  await expect(price).toHaveValue('0.00');
  await contractEditor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Item has been created')).toBeVisible(saved);

  // The order: defaults of a new order, the contract picked.
  await page.goto('/order/create');
  const editor = page.getByTestId('entity-editor');
  await expect(editor.getByRole('textbox', { name: 'Number', exact: true })).toHaveCount(0);
  await editor.getByRole('textbox', { name: 'Name', exact: true }).fill(`Order ${w.client.name}`);
  await pick(editor, page, 'Client', w.client.name);
  await pick(editor, page, 'Legal entity', w.legalEntity.name);
  await pick(editor, page, 'Contract', `C-${w.client.name}`);
  await pick(editor, page, 'Brand', w.brand.name);
  await pick(editor, page, 'Vertical', w.vertical.name);
  await editor.getByRole('textbox', { name: 'Site', exact: true }).fill('https://acme.example');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Item has been created')).toBeVisible(saved);

  const orders = await (await api.get(`/api/orders/?name=${encodeURIComponent(`Order ${w.client.name}`)}&dateReport__btw=2000-01-01,2100-01-01&department=1`)).json();
  expect(orders.count).toBe(1);
  const orderId = orders.results[0].id as number;
  expect(orders.results[0].number).toMatch(/^\d{4}-\d{5}$/);

  // Two products on the Products tab.
  await page.goto(`/order/${orderId}`);
  await page.getByTestId('editor-tab-Products').click();
  await addProduct(page, w, 'Banner', '123.45', '10', { without: '1,234.50', with: '1,481.40' });
  await addProduct(page, w, 'Video', '0.5', '333', { without: '166.50', with: '199.80' });
  await expect(page.getByTestId('total-sumWithNds')).toHaveText(/1[\s,.\u00a0]?681\.20/);

  // An invoice that pays part of it.
  await page.getByTestId('editor-tab-Payments').click();
  await page.getByRole('button', { name: 'Create' }).click();
  const invoiceDialog = page.getByRole('dialog');
  await invoiceDialog.getByRole('textbox', { name: 'Sum with VAT', exact: true }).fill('1000');
  await invoiceDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Item has been created').first()).toBeVisible(saved);
  expect((await (await api.get(`/api/orders/${orderId}/`)).json()).paymentStatus).toBe('PARTIALLY_PAID');

  // The orders table: set paid, then split and merge back.
  const month = businessMonth();
  await page.goto(`/orders?dateReport__btw=${month}-01,2100-01-01&name__cnt=${encodeURIComponent(w.client.name)}`);
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Set paid' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Success!')).toBeVisible();
  const paid = await (await api.get(`/api/orders/${orderId}/`)).json();
  expect(paid).toMatchObject({ paymentStatus: 'PAID', paymentSum: 1681.2 });
  await rows(page).first().click({ button: 'right' });
  await expect(page.getByRole('menuitem', { name: 'Set paid' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  const popup = page.waitForEvent('popup');
  await rows(page).first().click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Split' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  const opened = await popup;
  await expect(opened).toHaveURL(/\/order\/\d+$/);
  await opened.close();
  const afterSplit = await (await api.get(`/api/orders/?name__cnt=${encodeURIComponent(w.client.name)}&dateReport__btw=2000-01-01,2100-01-01`)).json();
  expect(afterSplit.count, JSON.stringify(afterSplit.results.map((o: { id: number; department: number; dateReport: string }) => [o.id, o.department, o.dateReport]))).toBe(2);
  await expect(rows(page)).toHaveCount(2);

  await page.getByRole('checkbox', { name: /toggle select all/i }).check();
  await page.getByRole('button', { name: 'Merge' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Success!')).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
  expect(await (await api.get(`/api/orders/${orderId}/`)).json()).toMatchObject({ sumWithNds: 1681.2, paymentStatus: 'PAID' });

  // The statistics view of the same filtered orders.
  await page.getByTestId('view-statistics').click();
  await expect(page.getByTestId('orders-statistics')).toBeVisible();
  await expect(page.getByTestId('stat-ordersCount')).toContainText('1');
});

test('the receivables table grades lateness and the clients grid shows the year', async ({ page, request }) => {
  const api = await adminApi(request);
  const w = await salesWorld(api, 'Sales ', { contract: { date: '2025-01-01', postponeDays: 0 } });
  const year = new Date().getFullYear() - 1;
  const order = await worldOrder(api, w, {
    name: `Late ${w.client.name}`,
    site: 'https://late.example',
    dateStart: `${year}-03-01`,
    dateEnd: `${year}-03-31`,
    dateReport: `${year}-03-01`,
  });
  await created(api, 'products/', { order: order.id, name: 'Banner', format: w.format.id, price: 500, amount: 2, planPrice: 100 });

  await signIn(page);
  await page.goto(`/accountsReceivable?name__cnt=${encodeURIComponent(w.client.name)}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first().getByTestId('lateness-severe')).toBeVisible();
  await rows(page).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Accounting comment', exact: true }).fill('Promised next week');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Item has been updated')).toBeVisible();
  expect((await (await api.get(`/api/orders/${order.id}/`)).json()).accComment).toBe('Promised next week');

  await page.goto('/clients');
  await page.getByTestId('view-yearly-grid').click();
  await page.getByTestId('year-picker').click();
  await page.getByRole('option', { name: String(year) }).click();
  const row = page.getByTestId('yearly-row').filter({ hasText: w.client.name });
  await expect(row).toContainText('1,200.00');
});

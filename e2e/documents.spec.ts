/**
 * Order documents in the browser: two ticked orders make a .zip of their acts, one order its
 * act as a PDF; the downloaded files are opened and their text read.
 */
import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { docxText, pdfText, plainSpaces, withoutSpaces, zipEntries } from '../dev/testing/document-readers';
import { adminApi, expect, signIn, test, unique } from './fixtures';
import { businessMonth } from '../src/domain/core/calendar/business-day';

const rows = (page: Page) => page.getByTestId('table-row');

async function created(api: APIRequestContext, path: string, data: Record<string, unknown>): Promise<{ id: number } & Record<string, unknown>> {
  const answer = await api.post(`/api/${path}`, { data });
  expect(answer.status(), await answer.text()).toBe(201);
  return answer.json();
}

async function twoOrders(api: APIRequestContext, name: string) {
  const me = await (await api.get('/api/accounts/current/')).json();
  const client = await created(api, 'clients/', { name, type: 'DIRECT', user: me.id });
  const legalEntity = await created(api, 'legal_entities/', { fullname: `ООО «${name}»`, name, legalForm: 'LEGAL', client: client.id, billingInfo: { inn: '7701234567' } });
  const pipe = await created(api, 'brands/pipe/', { name: `CRM ${name}` });
  const brand = await created(api, 'brands/', { name: `Brand ${name}`, pipeOrganization: pipe.id });
  const vertical = await created(api, 'brands/vertical/', { name: `Vertical ${name}`, brand: brand.id });
  const format = await created(api, 'products/formats/', { name: `Format ${name}` });
  const contract = await created(api, 'contracts/', { responsible: me.id, legalEntity: legalEntity.id, client: client.id, date: '2026-01-10', type: 'SERVICE', subject: 'REPRESENTATION', price: 0, number: 'E2E-1' });
  const orders = [];
  for (const price of [10, 20]) {
    const order = await created(api, 'orders/', { name: `${name} ${price}`, client: client.id, legalEntity: legalEntity.id, contract: contract.id, brand: brand.id, vertical: vertical.id, site: 'https://e2e.example', department: me.department ?? 1, responsible: me.id });
    await created(api, 'products/', { order: order.id, name: `Баннер ${price}`, format: format.id, type: 'CLICKS', price, amount: 100, planPrice: 1 });
    orders.push((await (await api.get(`/api/orders/${order.id}/`)).json()) as { id: number; number: string });
  }
  return orders;
}

async function makeDocuments(page: Page, pdf: boolean) {
  await page.getByRole('button', { name: 'Documents' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Make documents')).toBeVisible();
  if (pdf) await dialog.getByLabel('PDF instead of DOCX').check();
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Make' }).click();
  const download = await downloading;
  await expect(dialog).toHaveCount(0);
  return { name: download.suggestedFilename(), data: await fs.promises.readFile((await download.path())!) };
}

test('acts of two orders as a zip, and one act as a PDF', async ({ page, request }) => {
  const api = await adminApi(request);
  const name = unique('Docs ');
  const [first, second] = await twoOrders(api, name);
  await signIn(page);
  const month = businessMonth();
  await page.goto(`/orders?dateReport__btw=${month}-01,2100-01-01&name__cnt=${encodeURIComponent(name)}`);
  await expect(rows(page)).toHaveCount(2, { timeout: 30_000 });

  await page.getByRole('checkbox', { name: /toggle select all/i }).check();
  const zip = await makeDocuments(page, false);
  expect(zip.name).toMatch(/\.zip$/);
  const entries = await zipEntries(zip.data);
  expect([...entries.keys()]).toEqual([`${first.number}_ACT.docx`, `${second.number}_ACT.docx`].sort());
  const act = plainSpaces(await docxText(entries.get(`${second.number}_ACT.docx`)!));
  expect(act).toContain(`Акт № ${second.number}`);
  expect(act).toContain(`ООО «${name}»`);
  expect(act).toContain('Всего с НДС: 2 400,00');
  expect(act).toContain('Две тысячи четыреста рублей 00 копеек');

  await page.getByRole('checkbox', { name: /toggle select all/i }).uncheck();
  await rows(page).filter({ hasText: `${name} 10` }).getByRole('checkbox').check();
  const pdf = await makeDocuments(page, true);
  expect(pdf.name).toBe(`${first.number}_ACT.pdf`);
  const text = withoutSpaces(await pdfText(pdf.data));
  expect(text).toContain(withoutSpaces(`Акт № ${first.number}`));
  expect(text).toContain(withoutSpaces('Всего с НДС: 1 200,00'));
  expect(text).toContain(withoutSpaces('Одна тысяча двести рублей 00 копеек'));
});

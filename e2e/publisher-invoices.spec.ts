/**
 * Publisher invoices in the browser (spec 2 §2.2): a month's invoices generated from the
 * analytics database's `publisher_stats` with "Generate invoices", a statistics export
 * downloaded from the row menu (its total row equal to the sums of its rows), and "set paid"
 * after its confirmation, after which the invoice is PAID and the action is gone. The analytics
 * rows are written into the embedded analytics database of a data directory of the spec's own
 * before its server starts (no other process may hold it).
 */
import ExcelJS from 'exceljs';
import { adminApi, expect, signIn, unique } from './fixtures';
import { testWithAnalytics } from './analytics-server';

const panelRows = [{ id: 'inv-pan-1', name: 'Invoice panel', email: 'inv@panel.example', status: 'ACTIVE', places: 2, in_monkey: 0 }];
const stat = (placement: string, impressions: number, clicks: number, amount: number) => ({
  day: '2026-03-12',
  source_kind: 'PANEL',
  source_id: 'inv-pan-1',
  domain: 'news.example',
  format: 'BANNER',
  placement,
  marker: 'M-E2E',
  impressions,
  clicks,
  amount,
});
const statRows = [stat('header', 1000, 10, 150.25), stat('sidebar', 500, 4, 49.75), stat('header', 200, 1, 20)];

const invoicesTest = testWithAnalytics('publisher-invoices', { panels: panelRows, publisher_stats: statRows });

const slow = { timeout: 60_000 };

invoicesTest('generate the month invoices, export statistics with its total row, set paid', async ({ page, request }) => {
  invoicesTest.setTimeout(400_000);
  const api = await adminApi(request);
  const name = unique('Invoice publisher ');
  const legalEntity = await api.post('/api/legal_entities/', { data: { fullname: `OOO ${name}`, name, legalForm: 'LEGAL', billingInfo: { inn: '7707083893' } } });
  expect(legalEntity.status(), await legalEntity.text()).toBe(201);
  const contract = await api.post('/api/publisher_contracts/', { data: { legalEntity: (await legalEntity.json()).id, number: unique('PC-'), date: '2026-01-10' } });
  expect(contract.status(), await contract.text()).toBe(201);
  const sync = await api.post('/api/publishers/panel/sync/', { data: {} });
  const taskId = (await sync.json()).taskId as string;
  await expect.poll(async () => (await (await api.get(`/api/celery/task/${taskId}/`)).json()).state, slow).toBe('SUCCESS');
  const publisher = await api.post('/api/publishers/', { data: { name, contract: (await contract.json()).id, panels: ['inv-pan-1'] } });
  expect(publisher.status(), await publisher.text()).toBe(201);
  await signIn(page);

  await page.goto('/psspInvoices?date__btw=2026-03-01,2026-04-01&type=REGULAR');
  await expect(page.getByTestId('entity-table-publisherInvoice')).toBeVisible(slow);
  await page.getByTestId('generate-invoices').click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Invoices generation complete')).toBeVisible(slow);
  const row = page.getByTestId('table-row').filter({ hasText: name });
  await expect(row).toHaveCount(1, slow);
  await expect(row).toContainText('220.00');
  await expect(row).toContainText('264.00');

  // Statistics export by placements: one row per placement and a total row equal to their sums.
  await row.click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Statistics exports' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'By placements' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('2026-03_PANEL_PLACEMENTS.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile((await download.path())!);
  const rows: unknown[][] = [];
  book.worksheets[0].eachRow((sheetRow) => rows.push((sheetRow.values as unknown[]).slice(1)));
  expect(rows).toEqual([
    ['Placement', 'Impressions', 'Clicks', 'Amount'],
    ['header', 1200, 11, 170.25],
    ['sidebar', 500, 4, 49.75],
    ['Total', 1700, 15, 220],
  ]);

  // Set paid after its confirmation: the invoice becomes PAID and the action is no longer offered.
  await row.click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Set paid' }).click();
  await expect(page.getByText('Mark the invoice as paid in full?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Invoice paid')).toBeVisible(slow);
  await expect(row).toContainText('Paid', slow);
  await row.click({ button: 'right' });
  await expect(page.getByRole('menuitem', { name: 'Statistics exports' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Set paid' })).toHaveCount(0);
});

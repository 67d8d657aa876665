/**
 * The domain inventory in the browser (spec 2 §2.5): a batch upload of domains with a refused
 * row, a domain opened in its full-page editor, the inventory refreshed from the analytics
 * database, and a custom white-label file made (its run button disabled while the list is empty);
 * an inventory domain pinged and enriched from its row menu (the site and the language model
 * are local stubs: the server's check reaches only the names mapped to the SITES stub); the
 * export to Google, not configured on the suite's server, failing in Russian on a Russian screen.
 */
import ExcelJS from 'exceljs';
import { completion } from '../dev/testing/chat-completions';
import { adminApi, createUser, expect, signIn, test, unique } from './fixtures';
import { startStub, stubPort, stubSites } from './stubs';
import { uploadThroughDialog } from './upload-dialog';
import { businessDay } from '../src/domain/core/calendar/business-day';

async function domainsWorkbook(first: string, second: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Domains');
  sheet.addRow(['domain', 'platform', 'theme', 'format', 'content type', 'owner', 'tags', 'comment']);
  sheet.addRow([`https://www.${first}/`, '', '', 'BANNER', '', 'Ann', 'e2e', 'from the upload']);
  sheet.addRow([second, '', '', '', '', '', '', '']);
  sheet.addRow(['192.168.0.1', '', '', '', '', '', '', '']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

test('upload domains, open one, refresh the inventory and make a custom white-label file', async ({ page, request }) => {
  test.setTimeout(180_000);
  const stamp = unique('e2e').toLowerCase().replace(/[^a-z0-9]/g, '');
  const first = `${stamp}-a.example`;
  const second = `${stamp}-b.example`;
  const api = await adminApi(request);
  const listed = await api.post('/api/domains/wl/', { data: { domain: `${stamp}-wl.example`, content: 'Listed in e2e' } });
  expect(listed.status(), await listed.text()).toBe(201);
  await signIn(page);

  await page.goto('/domains');
  const answer = await uploadThroughDialog(page, 'domains-batch', 'domains.xlsx', await domainsWorkbook(first, second));
  await expect(answer).toContainText('2 added, 0 updated');
  await expect(answer).toContainText('Row 4: An IP address is not a domain name: 192.168.0.1');
  await page.getByTestId('domains-batch-dialog').getByRole('button', { name: 'Close', exact: true }).click();

  await page.goto(`/domains?domain__cnt=${stamp}-a`);
  await page.getByTestId('table-row').filter({ hasText: first }).first().dblclick();
  await expect(page).toHaveURL(/\/domains\/\d+$/);
  await expect(page.getByTestId('field-owner').locator('input')).toHaveValue('Ann');
  await expect(page.getByTestId('field-comment').locator('textarea').first()).toHaveValue('from the upload');

  await page.goto('/domainswl');
  await page.getByTestId('wl-refresh').click();
  await expect(page.getByText('Refresh from CH completed!')).toBeVisible({ timeout: 60_000 });

  await page.getByTestId('wl-custom').click();
  await expect(page.getByTestId('wl-custom-run')).toBeDisabled();
  await page.getByTestId('wl-custom-text').fill(`https://${stamp}-wl.example/page\nmissing-${stamp}.example`);
  await expect(page.getByTestId('wl-custom-run')).toBeEnabled();
  const downloading = page.waitForEvent('download');
  await page.getByTestId('wl-custom-run').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`CustomWL_${businessDay()}.xlsx`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile((await download.path())!);
  const sheet = book.worksheets[0];
  expect(String(sheet.getRow(2).getCell(1).value)).toBe(`${stamp}-wl.example`);
  expect(String(sheet.getRow(3).getCell(1).value)).toBe(`missing-${stamp}.example`);
  expect(String(sheet.getRow(3).getCell(2).value)).toBe('Not in the inventory');
});

test('ping an inventory domain and enrich it from its row menu', async ({ page, request }) => {
  test.skip(!stubPort('SITES') || !stubPort('LLM'), 'needs the stubs of a server the suite started');
  test.setTimeout(120_000);
  const sites = await startStub('SITES', () => ({ status: 200, body: {} }));
  const llm = await startStub('LLM', () => completion(JSON.stringify({ topThemes: ['News'], themes: ['News', 'Politics'], content: 'A news site' })));
  try {
    const api = await adminApi(request);
    const name = stubSites[0];
    // Already there when the suite runs again on the same server.
    expect([201, 400]).toContain((await api.post('/api/domains/wl/', { data: { domain: name } })).status());
    expect((await api.post('/api/domains/wl/deepseek/prompt/', { data: { type: 'THEMATIC', systemText: 'Answer in JSON', userText: 'What is {domain} about?' } })).status()).toBe(201);
    const stored = async () => ((await (await api.get(`/api/domains/wl/?domain__cnt=${name}`)).json()) as { results: Array<Record<string, unknown>> }).results[0];
    await signIn(page);
    await page.goto(`/domainswl?domain__cnt=${name}`);
    const row = page.getByTestId('table-row').filter({ hasText: name });
    await row.click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Ping', exact: true }).click();
    await expect(page.getByText('Ping completed!')).toBeVisible({ timeout: 60_000 });
    expect(await stored()).toMatchObject({ availability: 'AVAILABLE' });
    await row.click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Thematic enrichment', exact: true }).click();
    await expect(page.getByText('DeepSeek update completed! Updated: 1, failed: 0')).toBeVisible({ timeout: 60_000 });
    expect(await stored()).toMatchObject({ topThemes: ['News'], content: 'A news site' });

    // The run-check of every domain: the suite's other names are not mapped, so not looked up.
    await page.goto('/domains');
    await page.getByTestId('domains-check').click();
    // ("Check are running, wait." shows first; a check of a few unmapped names may end before it is seen.)
    await expect(page.getByText(/Check completed! Available: \d+, not available: \d+, captcha: \d+/)).toBeVisible({ timeout: 60_000 });
    expect(sites.requests.length).toBeGreaterThan(0);
  } finally {
    await sites.close();
    await llm.close();
  }
});

test('a Russian-speaking user reads why the export to Google failed in Russian', async ({ page, request, dataDir }) => {
  test.skip(Boolean(process.env.GOOGLE_SERVICE_ACCOUNT_JSON || process.env.GOOGLE_SHEET_ID), 'Google is configured here');
  test.setTimeout(90_000);
  const api = await adminApi(request);
  const email = `${unique('ru-google')}@example.com`;
  const id = await createUser(api, dataDir, email, 'Russian-google-1', 'ADMIN');
  expect((await api.patch(`/api/accounts/${id}/`, { data: { locale: 'ru' } })).status()).toBe(200);
  await signIn(page, email, 'Russian-google-1');
  await page.goto('/domainswl');
  await page.getByTestId('wl-google').click();
  // A one-click export of the whole inventory asks first.
  await page.getByRole('dialog').getByRole('button', { name: 'Да' }).click();
  // The task's English detail names the variables; the screen says the same in Russian.
  const toast = page.getByTestId('toast');
  await expect(toast).toHaveText('Задача не выполнена: Выгрузка в Google не настроена: задайте GOOGLE_SERVICE_ACCOUNT_JSON and GOOGLE_SHEET_ID', { timeout: 30_000 });
});

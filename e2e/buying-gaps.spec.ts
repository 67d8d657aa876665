/**
 * The buying side's remaining gaps of issue 30 in the browser, in English and Russian at
 * 1440x900: the publisher report's export dialog and its row following the task; the publisher
 * invoices' type filter saying what it hides; act and inventory buttons disabled, saying why, for
 * those the rules refuse. Screenshots go to test-results/buying-gaps/.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { adminApi, createUser, expect, signIn, test, typeMonth, unique } from './fixtures';
import { created } from './world';

const slow = { timeout: 60_000 };
/** A month of 2021 no other browser test writes publisher invoices or reports into. */
const month = `2021-${String(1 + ((Date.now() + 5) % 12)).padStart(2, '0')}`;
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/buying-gaps/${name}.png` });

test.use({ viewport: { width: 1440, height: 900 } });

async function userOf(api: APIRequestContext, dataDir: string, role: 'USER' | 'MANAGER' | 'ADMIN', locale: 'en' | 'ru') {
  const email = `${unique(`gaps-${role.toLowerCase()}-${locale}`)}@example.com`;
  const id = await createUser(api, dataDir, email, 'Buying-gaps-1', role);
  if (locale === 'ru') expect((await api.patch(`/api/accounts/${id}/`, { data: { locale: 'ru' } })).status()).toBe(200);
  return email;
}

async function publisherOf(api: APIRequestContext, type: string) {
  const name = unique('Gap publisher ');
  const legalEntity = await created(api, 'legal_entities/', { fullname: `OOO ${name}`, name, legalForm: 'LEGAL', billingInfo: { inn: '7707083893' } });
  const contract = await created(api, 'publisher_contracts/', { legalEntity: legalEntity.id, number: unique('PC-'), date: '2021-01-10', nds: 10 });
  return { ...(await created(api, 'publishers/', { name, contract: contract.id, type })), name } as { id: number; name: string };
}

for (const locale of ['en', 'ru'] as const) {
  const texts = {
    en: { byDomains: 'By domains', publisher: 'Publisher', done: 'Export completed!', hides: /hides [1-9]\d* rows?/, show: 'Show them', regular: 'Regular' },
    ru: { byDomains: 'По доменам', publisher: 'Паблишер', done: 'Выгрузка завершена!', hides: /скрывает [1-9]\d* строк/, show: 'Показать их', regular: 'Обычный' },
  }[locale];

  test(`${locale}: a publisher report is exported from its dialog and its row follows the task`, async ({ page, request, dataDir }) => {
    test.setTimeout(180_000);
    const api = await adminApi(request);
    const publisher = await publisherOf(api, 'REGULAR');
    await signIn(page, await userOf(api, dataDir, 'ADMIN', locale), 'Buying-gaps-1');
    await page.goto('/psspExports');
    await typeMonth(page, 'reports-month', month);
    await page.getByTestId('report-export').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('report-export-month')).toHaveAttribute('data-month', month);
    const run = dialog.getByTestId('report-export-run');
    await expect(dialog.locator('.MuiDialogActions-root button')).toHaveCount(1); // Export, its one button
    await dialog.getByRole('checkbox', { name: texts.byDomains }).check();
    await expect(run).toBeDisabled();
    await shot(page, `report-dialog-blocked-${locale}`);
    const input = dialog.getByRole('combobox', { name: texts.publisher });
    await input.click();
    await input.fill(publisher.name);
    await page.getByRole('option', { name: publisher.name }).click();
    await expect(run).toBeEnabled();
    await shot(page, `report-dialog-${locale}`);
    await run.click();
    await expect(page.getByTestId('toast')).toHaveText(texts.done, slow);
    const row = page.getByTestId('table-row').filter({ hasText: publisher.name });
    await expect(row.getByTestId('task-state')).toHaveAttribute('data-state', 'success', slow);
    await expect(row.getByTestId('file-link-file')).toBeVisible();
    await shot(page, `report-row-${locale}`);
  });

  test(`${locale}: the publisher invoices' type filter says what it hides`, async ({ page, request, dataDir }) => {
    test.setTimeout(120_000);
    const api = await adminApi(request);
    const publisher = await publisherOf(api, 'PANEL');
    await created(api, 'publishers/invoices/', { date: `${month}-01`, publisher: publisher.id, amountWithoutNds: 1000, amountWithNds: 1100, paymentAmount: 0 });
    await signIn(page, await userOf(api, dataDir, 'MANAGER', locale), 'Buying-gaps-1');
    await page.goto('/psspInvoices');
    await typeMonth(page, 'invoices-month', month);
    const hint = page.getByTestId('filter-hides');
    await expect(hint).toContainText(texts.hides, slow);
    await expect(hint).toContainText(texts.regular);
    await shot(page, `invoices-hint-${locale}`);
    await hint.getByRole('button', { name: texts.show }).click();
    await expect(page.getByTestId('table-row').filter({ hasText: publisher.name })).toBeVisible(slow);
  });

  test(`${locale}: acts and whole-inventory buttons are disabled, saying why, for those the rules refuse`, async ({ page, request, dataDir }) => {
    test.setTimeout(120_000);
    const api = await adminApi(request);
    await signIn(page, await userOf(api, dataDir, 'USER', locale), 'Buying-gaps-1');
    await page.goto('/publisherActs');
    await expect(page.getByTestId('generate-acts')).toBeDisabled(slow);
    await expect(page.getByTestId('send-acts')).toBeDisabled();
    await page.getByTestId('generate-acts').locator('..').hover();
    await expect(page.getByRole('tooltip')).toBeVisible();
    await shot(page, `acts-disabled-${locale}`);
    await page.goto('/domainswl');
    for (const id of ['wl-ping', 'wl-google', 'wl-enrich-audience', 'wl-enrich-thematic']) await expect(page.getByTestId(id)).toBeDisabled(slow);
    await page.getByTestId('wl-ping').locator('..').hover();
    await expect(page.getByRole('tooltip')).toBeVisible();
    await shot(page, `inventory-disabled-${locale}`);
  });

  test(`${locale}: "To domain" on a platform whose domain exists says which domain existed`, async ({ page, request, dataDir }) => {
    test.setTimeout(120_000);
    const api = await adminApi(request);
    const site = `${unique('gaps-')}.example`;
    const platform = await created(api, 'domains/platforms/', { name: site });
    expect((await api.post('/api/domains/connect/', { data: { platformId: platform.id } })).status()).toBe(201);
    await signIn(page, await userOf(api, dataDir, 'USER', locale), 'Buying-gaps-1');
    await page.goto(`/platforms?name=${site}`);
    await page.getByTestId('table-row').filter({ hasText: site }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: locale === 'en' ? 'To domain' : 'В домены' }).click();
    await expect(page.getByTestId('toast')).toHaveText(locale === 'en' ? `The domain ${site} already existed` : `Домен ${site} уже существовал`, slow);
    await shot(page, `to-domain-${locale}`);
  });

  test(`${locale}: a hand-made publisher invoice takes its publisher's contract's VAT`, async ({ page, request, dataDir }) => {
    test.setTimeout(120_000);
    const api = await adminApi(request);
    const publisher = await publisherOf(api, 'REGULAR');
    await signIn(page, await userOf(api, dataDir, 'MANAGER', locale), 'Buying-gaps-1');
    await page.goto('/psspInvoices');
    await page.getByRole('button', { name: locale === 'en' ? 'Create' : 'Создать' }).click();
    const dialog = page.getByRole('dialog');
    const input = dialog.getByRole('combobox', { name: texts.publisher });
    await input.click();
    await input.fill(publisher.name);
    await page.getByRole('option', { name: publisher.name }).click();
    await expect(dialog.locator('input[name="nds"]')).toHaveValue(/^10([.,]00)?$/, slow);
    await shot(page, `invoice-vat-${locale}`);
  });
}

/**
 * The monthly routine in Russian at 1440x900 on the demo company (issue "Month close"), from the
 * Month close screen: publisher and DSP invoices generated, one invoice set paid from the list
 * the screen's figure opens, the publisher acts generated and sent (no registry operator
 * configured: the honest failure, in the toast, on the screen and in the task centre), a DMP
 * export made and its spreadsheet downloaded, a publisher report exported from its dialog and
 * downloaded, and the screen's figures following each step.
 * The month is the one before the demo's own (the demo generated the previous month already).
 */
import type { Locator, Page } from '@playwright/test';
import { businessMonth } from '../src/domain/core/calendar/business-day';
import { shiftMonth } from '../src/domain/core/calendar/act-month';
import { demoTest } from './demo-server';
import { expect, signIn, typeMonth } from './fixtures';

const slow = { timeout: 90_000 };
const month = shiftMonth(`${businessMonth()}-01`, -2).slice(0, 7);

const section = (page: Page, name: string) => page.getByRole('region', { name });
const count = (scope: Locator, figure: string) => scope.getByRole('link', { name: `Открыть список: ${figure}`, exact: true });

/** A next step: its button, the confirmation, and the task's outcome in a toast. */
async function step(page: Page, scope: Locator, button: string, outcome: string | RegExp) {
  await scope.getByRole('button', { name: button }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Да' }).click();
  await expect(page.getByRole('alert').filter({ hasText: outcome }).first()).toBeVisible(slow);
}

demoTest('the monthly routine in Russian: invoices, one paid, acts sent without an operator, a DMP export and a publisher report downloaded', async ({ page }) => {
  demoTest.setTimeout(600_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  // The demo's server signs its first session in while it is still warming up.
  await signIn(page, undefined, undefined, 60_000);
  await page.getByRole('button', { name: 'Language' }).click();
  await page.goto('/monthClose');
  await expect(page.getByRole('heading', { name: 'Закрытие месяца' })).toBeVisible(slow);
  await typeMonth(page, 'month-close-month', month);
  const publishers = section(page, 'Паблишеры');
  const dsps = section(page, 'DSP');
  await expect(count(publishers, 'Сформировано счетов')).toHaveText('0', slow);
  await expect(count(dsps, 'Сформировано счетов')).toHaveText('0');

  await step(page, publishers, 'Сформировать счета паблишеров', 'Счета сформированы');
  await expect(count(publishers, 'Сформировано счетов')).not.toHaveText('0', slow);
  const invoices = Number(await count(publishers, 'Сформировано счетов').textContent());
  await expect(count(publishers, 'Не оплачены')).toHaveText(String(invoices));
  await step(page, dsps, 'Сформировать счета DSP', /.+/);
  await expect(count(dsps, 'Сформировано счетов')).not.toHaveText('0', slow);

  // One invoice set paid from the list the figure opens (filtered as it counts).
  await count(publishers, 'Не оплачены').click();
  await expect(page).toHaveURL(/\/psspInvoices\?.*paymentStatus=NOT_PAID/);
  await expect(page.getByTestId('table-row')).toHaveCount(invoices, slow);
  await page.getByTestId('table-row').first().click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Отметить оплаченным' }).click();
  await expect(page.getByText('Отметить счёт оплаченным полностью?')).toBeVisible();
  await page.getByRole('button', { name: 'Да' }).click();
  await expect(page.getByText('Счёт оплачен')).toBeVisible(slow);
  await page.goBack();
  await expect(count(publishers, 'Оплачены')).toHaveText('1', slow);
  await expect(count(publishers, 'Не оплачены')).toHaveText(String(invoices - 1));

  // Acts generated, then sent: no operator is configured, so the send fails and says why, in Russian.
  await step(page, publishers, 'Сформировать акты паблишеров', /.+/);
  await expect(count(publishers, 'Сформировано актов')).not.toHaveText('0', slow);
  const acts = Number(await count(publishers, 'Сформировано актов').textContent());
  const notSent = new RegExp(`Не отправлено актов: ${acts}\\. Причина: .*(не настроен|недоступен)`);
  await step(page, publishers, 'Отправить акты паблишеров в ЕРИР', notSent);
  await expect(publishers.getByTestId('month-run-publisherActs.send')).toHaveAttribute('data-state', 'FAILURE', slow);
  await expect(publishers.getByTestId('month-run-publisherActs.send')).toContainText(notSent);
  await expect(publishers.getByRole('list', { name: 'Реестр (ЕРИР)' })).toContainText(`Не отправлено: ${acts}`);
  await expect(count(publishers, 'Акты не отправлены или изменены')).toHaveText(String(acts));
  await page.getByRole('button', { name: 'Задачи' }).click();
  const failed = page.getByTestId('task-row').filter({ hasText: 'Не отправлено актов' }).first();
  await expect(failed).toHaveAttribute('data-state', 'FAILURE', slow);
  await expect(failed).toContainText(notSent);
  await page.keyboard.press('Escape');

  // A DMP export of the month, then its spreadsheet downloaded from the exports list.
  const dmps = section(page, 'Выгрузки DMP');
  await expect(count(dmps, 'Сделано выгрузок')).toHaveText('0');
  await step(page, dmps, 'Выгрузить DMP', /.+/);
  await expect(count(dmps, 'Сделано выгрузок')).not.toHaveText('0', slow);
  await page.screenshot({ path: demoTest.info().outputPath('month-routine-ru.png') });
  await count(dmps, 'Сделано выгрузок').click();
  await expect(page).toHaveURL(/\/dmpExports\?/);
  const exportRow = page.getByTestId('table-row').first();
  await expect(exportRow).toBeVisible(slow);
  const downloading = page.waitForEvent('download');
  await exportRow.getByRole('link').first().click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  expect((await download.path()) ?? '').not.toBe('');

  // A publisher report of the month from its export dialog; its row follows the task, then its file downloads.
  await page.goto('/psspExports');
  await typeMonth(page, 'reports-month', month);
  await page.getByTestId('report-export').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('report-export-month')).toHaveAttribute('data-month', month);
  await dialog.getByTestId('report-export-run').click();
  await expect(page.getByTestId('toast')).toHaveText('Выгрузка завершена!', slow);
  const reportRow = page.getByTestId('table-row').first();
  await expect(reportRow.getByTestId('task-state')).toHaveAttribute('data-state', 'success', slow);
  const reportDownloading = page.waitForEvent('download');
  await reportRow.getByTestId('file-link-file').click();
  const report = await reportDownloading;
  expect(report.suggestedFilename()).toMatch(/\.xlsx$/);
  expect((await report.path()) ?? '').not.toBe('');
});

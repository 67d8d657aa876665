/**
 * Пропущенные маркеры в браузере (spec 1 «Missed DSP markers table», spec 2 §2.3), на
 * демо-компании, по-русски, 1440x900: экран открывается на прошлом месяце; шаблон скачивается;
 * файл с неверной шапкой даёт «Ошибка» с сообщением сервера; файл с ошибками в строках даёт
 * «Готово» и число ошибок, а `<файл>_errors.log` скачивается и содержит эти строки; файл строк
 * без креативов из меню строки загружается обратно без ошибок. В конце то же окно по-английски
 * (снимки в test-results/).
 */
import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, signIn } from './fixtures';
import { spreadsheet } from './analytics-server';
import { demoTest } from './demo-server';
import { uploadThroughDialog } from './upload-dialog';
import { businessMonth } from '../src/domain/core/calendar/business-day';
import { shiftMonth } from '../src/domain/core/calendar/act-month';

const slow = { timeout: 60_000 };
const header = ['dsp_id', 'date', 'marker', 'impressions', 'budget'];

async function downloaded(page: Page, click: () => Promise<void>): Promise<Download> {
  const waiting = page.waitForEvent('download', slow);
  await click();
  return waiting;
}

async function sheetRows(download: Download): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const rows: unknown[][] = [];
  book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

async function useLanguage(page: Page, language: 'ru' | 'en') {
  const languageSwitch = page.getByTestId('language-switch');
  if ((await languageSwitch.textContent())?.trim().toLowerCase() === language) await languageSwitch.click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

demoTest('пропущенные маркеры: месяц, шаблон, «Ошибка», ошибки строк и их журнал, файл строк без креативов загружается обратно', async ({ page, demo }) => {
  demoTest.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const month = shiftMonth(`${businessMonth()}-01`, -1);
  await signIn(page, demo.person.email, demo.person.password);
  await useLanguage(page, 'ru');

  // Экран открывается на прошлом месяце, в выборе месяца, а не в фильтре даты.
  await page.goto('/missedMarkers');
  await expect(page.getByTestId('entity-table-dspMissedMarker')).toBeVisible(slow);
  await expect(page.getByTestId('missed-markers-month')).toHaveAttribute('data-month', month.slice(0, 7));
  await expect(page.getByTestId('table-row').first()).toBeVisible(slow);
  await page.screenshot({ path: demoTest.info().outputPath('missed-markers-ru.png') });

  await page.getByRole('button', { name: 'Загрузить файл DSP' }).click();
  const dialog = page.getByTestId('dsp-info-dialog');
  await expect(dialog).toContainText('Загрузить файл DSP');
  expect((await dialog.locator('.MuiDialog-paper').boundingBox())?.width).toBeLessThanOrEqual(700);

  // Шаблон: шапка загрузки.
  const template = await downloaded(page, () => dialog.getByRole('link', { name: 'Скачать шаблон' }).click());
  expect(template.suggestedFilename()).toBe('dsp_info_template.xlsx');
  expect(await sheetRows(template)).toEqual([header]);

  // Неверная шапка: «Ошибка» и сообщение сервера по-русски.
  const refused = await uploadThroughDialog(page, 'dsp-info', 'чужой.xlsx', await spreadsheet([['dsp', 'date'], ['x', month]]));
  await expect(refused).toHaveAttribute('data-state', 'failed');
  await expect(refused).toContainText('Ошибка');
  await expect(refused).toContainText('Первая строка должна быть: dsp_id, date, marker, impressions, budget');
  await page.screenshot({ path: demoTest.info().outputPath('missed-markers-failed-ru.png') });

  // Файл с двумя плохими строками: одна строка принята, «Готово» и «ошибок: 2».
  const status = await uploadThroughDialog(
    page,
    'dsp-info',
    'маркеры.xlsx',
    await spreadsheet([
      header,
      ['yandex-direct-rtb', `${month.slice(0, 8)}03`, 'e2e-без-креатива', 1500, 1234.5],
      ['нет-такой-dsp', `${month.slice(0, 8)}03`, 'm1', 1, 1],
      ['mytarget-dsp', '31.02.2026', 'm2', 1, 1],
    ]),
  );
  await expect(status).toHaveAttribute('data-state', 'done');
  await expect(page.getByTestId('toast')).toHaveText('Принято строк: 1. Готово, ошибок: 2');
  await expect(status).toContainText('Готово');
  await expect(status).toContainText('Ошибок: 2');
  await expect(status).toContainText('Строка 3: неизвестная DSP нет-такой-dsp');
  await page.screenshot({ path: demoTest.info().outputPath('missed-markers-done-ru.png') });

  const log = await downloaded(page, () => page.getByTestId('dsp-info-errors-log').click());
  expect(log.suggestedFilename()).toBe('маркеры_errors.log');
  expect(readFileSync(await log.path(), 'utf8')).toBe('Row 3: unknown DSP нет-такой-dsp\nRow 4: bad date 31.02.2026\n');

  // Строка месяца и файл её строк без креативов, который загрузка принимает обратно.
  await dialog.getByRole('button', { name: 'Закрыть', exact: true }).click();
  const row = page.getByTestId('table-row').filter({ hasText: 'Яндекс Директ RTB' });
  await expect(row).toHaveCount(1, slow);
  await row.click({ button: 'right' });
  const unmatched = await downloaded(page, () => page.getByRole('menuitem', { name: 'Скачать строки без креативов' }).click());
  const lines = await sheetRows(unmatched);
  expect(lines[0]).toEqual(header);
  expect(lines.slice(1)).toEqual([['yandex-direct-rtb', `${month.slice(0, 8)}03`, 'e2e-без-креатива', 1500, 1234.5]]);
  const back = await uploadThroughDialog(page, 'dsp-info', unmatched.suggestedFilename(), readFileSync(await unmatched.path()));
  await expect(back).toHaveAttribute('data-state', 'done');
  await expect(page.getByTestId('toast')).toHaveText('Принято строк: 1. Готово, ошибок: 0');
  await expect(page.getByTestId('dsp-info-errors-log')).toHaveCount(0);

  // То же окно по-английски.
  await page.getByTestId('dsp-info-dialog').getByRole('button', { name: 'Закрыть', exact: true }).click();
  await useLanguage(page, 'en');
  await page.screenshot({ path: demoTest.info().outputPath('missed-markers-en.png') });
  const english = await uploadThroughDialog(page, 'dsp-info', 'markers.xlsx', await spreadsheet([header, ['nobody', `${month.slice(0, 8)}03`, 'm1', 1, 1]]));
  await expect(english).toContainText('Done');
  await expect(english).toContainText('Errors: 1');
  await expect(english).toContainText('Row 2: unknown DSP nobody');
  await expect(page.getByTestId('dsp-info-errors-log')).toHaveText('Download markers_errors.log');
  await page.screenshot({ path: demoTest.info().outputPath('missed-markers-done-en.png') });
  const wrong = await uploadThroughDialog(page, 'dsp-info', 'other.xlsx', await spreadsheet([['dsp', 'date']]));
  await expect(wrong).toContainText('Error');
  await expect(wrong).toContainText('The first row must be: dsp_id, date, marker, impressions, budget');
  await page.screenshot({ path: demoTest.info().outputPath('missed-markers-failed-en.png') });
});

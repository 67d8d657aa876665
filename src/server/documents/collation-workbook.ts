/** The reconciliation statement (COLLATION) as a spreadsheet: header, one row per entry, turnover and balance. */
import type { CollationStatement } from '../../domain/documents/collation-document';
import { printedDate } from '../../domain/documents/printed-values';

export async function collationWorkbook(statement: CollationStatement): Promise<Buffer> {
  // Loaded on first use: the server does not hold ExcelJS (about 20 MB) until a workbook is asked for.
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Акт сверки');
  sheet.columns = [{ width: 14 }, { width: 60 }, { width: 18 }, { width: 18 }];
  sheet.addRow([statement.title]).font = { bold: true, size: 12 };
  sheet.addRow([`за период с ${printedDate(statement.period.from)} по ${printedDate(statement.period.to)}, ${statement.currency}`]);
  sheet.addRow([`По данным ${statement.seller}`]);
  sheet.addRow([]);
  sheet.addRow(['Дата', 'Документ', 'Дебет', 'Кредит']).font = { bold: true };
  for (const entry of statement.entries) sheet.addRow([printedDate(entry.date), entry.document, entry.debit || null, entry.credit || null]);
  sheet.addRow(['', 'Обороты за период', statement.debit, statement.credit]).font = { bold: true };
  sheet.addRow(['', 'Сальдо конечное', statement.balance > 0 ? statement.balance : null, statement.balance < 0 ? -statement.balance : null]).font = { bold: true };
  sheet.addRow([]);
  sheet.addRow([statement.balanceText]);
  for (const key of [3, 4]) sheet.getColumn(key).numFmt = '#,##0.00';
  return Buffer.from(await book.xlsx.writeBuffer());
}

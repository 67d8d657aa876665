/**
 * An .xlsx written as a stream, as a spreadsheet program stores it (the shared strings after the
 * sheet), for upload tests and benchmarks: a file of millions of rows never fits a workbook in memory.
 */
import { PassThrough } from 'node:stream';

export async function streamedWorkbook(header: unknown[], rows: number, row: (index: number) => unknown[]): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true });
  const sheet = book.addWorksheet('Data');
  sheet.addRow(header).commit();
  for (let index = 0; index < rows; index++) sheet.addRow(row(index)).commit();
  sheet.commit();
  await book.commit();
  return Buffer.concat(chunks);
}

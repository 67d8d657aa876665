/**
 * The streamed sheet reader: row 1 checked before the rest is read (a wrong header on a big file
 * answers at once), the row limit, blank rows left out, a zip without a worksheet, bytes that are
 * no workbook.
 */
import { describe, expect, it } from 'vitest';
import { Refusal, refuse } from '../../domain/core/refusals/refusal';
import type { SheetCell } from '../../domain/core/sheets/sheet-cells';
import { readStreamedSheet, type SheetRow } from './streamed-sheet';

async function book(rows: unknown[][]): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Data');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const header = (cells: SheetCell[]) => {
  if (cells[0] !== 'id' || cells[1] !== 'value') throw refuse.invalid('publishers.nonMediaHeader');
};

async function read(bytes: Buffer, rowLimit?: number) {
  const rows: SheetRow[] = [];
  const summary = await readStreamedSheet(bytes, { columns: 2, checkHeader: header, onRows: (batch) => void rows.push(...batch), unreadable: 'publishers.notXlsx', rowLimit, batchRows: 7 });
  return { rows, summary };
}

async function refusalOf(promise: Promise<unknown>): Promise<Refusal> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(Refusal);
  return error as Refusal;
}

describe('the streamed sheet', () => {
  it('gives the data rows in batches with their sheet numbers, blank rows left out, dates as dates', async () => {
    const day = new Date(Date.UTC(2026, 2, 5));
    const rows = Array.from({ length: 20 }, (_, index) => [`a${index}`, index]);
    const { rows: read20, summary } = await read(await book([['id', 'value'], ...rows.slice(0, 10), [], ...rows.slice(10), ['d', day]]));
    expect(summary).toEqual({ dataRows: 21, empty: false });
    expect(read20[0]).toEqual({ row: 2, cells: ['a0', 0] });
    expect(read20[10]).toEqual({ row: 13, cells: ['a10', 10] });
    expect((read20[20].cells[1] as Date).toISOString().slice(0, 10)).toBe('2026-03-05');
  });

  it('an empty sheet is empty; a header alone has no rows', async () => {
    expect((await read(await book([]))).summary).toEqual({ dataRows: 0, empty: true });
    expect((await read(await book([['id', 'value']]))).summary).toEqual({ dataRows: 0, empty: false });
  });

  it('refuses a wrong header before reading the rest: 100,000 rows answered at once', async () => {
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Data');
    sheet.addRow(['domain', 'value']);
    for (let index = 0; index < 100_000; index++) sheet.addRow([`x${index}.example`, index]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const started = performance.now();
    let seen = 0;
    const refusal = await refusalOf(
      readStreamedSheet(bytes, { columns: 2, checkHeader: header, onRows: (batch) => void (seen += batch.length), unreadable: 'publishers.notXlsx' }),
    );
    expect(refusal.code).toBe('publishers.nonMediaHeader');
    expect(seen).toBe(0);
    // Reading the whole sheet takes seconds; the header alone, a fraction of one.
    expect(performance.now() - started).toBeLessThan(1500);
  }, 120_000);

  it('refuses a sheet over the row limit with a code naming it', async () => {
    const bytes = await book([['id', 'value'], ...Array.from({ length: 30 }, (_, index) => [`a${index}`, index])]);
    const refusal = await refusalOf(read(bytes, 25));
    expect(refusal.kind).toBe('tooLarge');
    expect(refusal.code).toBe('uploads.tooManyRows');
    expect(refusal.values).toEqual({ limit: 25 });
    expect((await read(bytes, 30)).summary.dataRows).toBe(30);
  });

  it('a zip without a worksheet is 400 uploads.noWorksheet; bytes that are no zip, the kind\'s code', async () => {
    const { default: JSZip } = await import('jszip');
    const zip = new JSZip();
    zip.file('readme.txt', 'no workbook here');
    const bytes = await zip.generateAsync({ type: 'nodebuffer' });
    expect((await refusalOf(read(bytes))).code).toBe('uploads.noWorksheet');
    expect((await refusalOf(read(Buffer.from('PK\x03\x04 broken')))).code).toBe('publishers.notXlsx');
  });
});

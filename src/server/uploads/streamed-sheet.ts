/**
 * An uploaded .xlsx's first sheet read as a stream (ExcelJS's streaming worksheet reader, see
 * xlsx-first-sheet.ts), never loaded whole: row 1 is checked as the header before anything else is read (a wrong one stops the
 * reading at once), data rows come in batches of plain cells, the reading stops past the row
 * limit, and the event loop gets a turn between two batches. A zip without a worksheet is 400
 * `uploads.noWorksheet`; bytes ExcelJS cannot read, 400 with the kind's code.
 */
import type { RefusalCode } from '../../domain/core/refusals/refusal-codes';
import { Refusal, refuse } from '../../domain/core/refusals/refusal';
import { blank, type SheetCell } from '../../domain/core/sheets/sheet-cells';
import { uploadLimits, yieldToOthers } from './upload-limits';
import { xlsxFirstSheet, type XlsxSource } from './xlsx-first-sheet';

export interface SheetRow {
  /** The row's number in the sheet (the header is row 1). */
  row: number;
  cells: SheetCell[];
}

export interface StreamedSheetOptions {
  /** How many leading columns each row carries. */
  columns: number;
  /** Row 1's cells: refuse (throw) when it is not this kind's header. */
  checkHeader(cells: SheetCell[]): void;
  /** A batch of non-blank data rows, in sheet order. */
  onRows(rows: SheetRow[]): void | Promise<void>;
  unreadable: RefusalCode;
  rowLimit?: number;
  batchRows?: number;
}

type CellValue = SheetCell | { result?: unknown; text?: unknown; richText?: Array<{ text: string }>; error?: unknown } | undefined;

/** A cell as plain text, number, boolean or date (formulas by their result, rich text by its text, links by their text). */
export function plainCell(value: CellValue): SheetCell {
  if (value === null || value === undefined || typeof value !== 'object' || value instanceof Date) return value as SheetCell;
  if ('richText' in value && Array.isArray(value.richText)) return value.richText.map((run) => run.text).join('');
  if ('result' in value) return plainCell(value.result as CellValue);
  if ('text' in value) return typeof value.text === 'string' ? value.text : plainCell(value.text as CellValue);
  return null;
}

/** What was read: the data rows seen (blank ones left out) and whether the file had a header row at all. */
export interface StreamedSheetSummary {
  dataRows: number;
  empty: boolean;
}

export async function readStreamedSheet(source: XlsxSource, options: StreamedSheetOptions): Promise<StreamedSheetSummary> {
  const rowLimit = options.rowLimit ?? uploadLimits.rowLimit;
  const batchRows = options.batchRows ?? uploadLimits.batchRows;
  let sheets = 0;
  let dataRows = 0;
  let sawHeader = false;
  let batch: SheetRow[] = [];
  // An error of the kind's own checking is its own, not an unreadable file.
  let kindFailed = false;
  const flush = async () => {
    if (!batch.length) return;
    const rows = batch;
    batch = [];
    try {
      await options.onRows(rows);
    } catch (error) {
      kindFailed = true;
      throw error;
    }
    await yieldToOthers();
  };
  try {
    const sheet = await xlsxFirstSheet(source);
    if (sheet) {
      sheets += 1;
      for await (const row of sheet.rows) {
        const values = row.values as CellValue[];
        const cells: SheetCell[] = [];
        for (let column = 1; column <= options.columns; column++) cells.push(plainCell(values[column]));
        if (!sawHeader) {
          sawHeader = true;
          // Row 1 is the header: a sheet whose first filled row is further down has none.
          options.checkHeader(row.number === 1 ? cells : []);
          continue;
        }
        if (cells.every(blank)) continue;
        dataRows += 1;
        if (dataRows > rowLimit) throw refuse.tooLarge('uploads.tooManyRows', { limit: rowLimit });
        batch.push({ row: row.number, cells });
        if (batch.length >= batchRows) await flush();
      }
    }
  } catch (error) {
    if (error instanceof Refusal || kindFailed) throw error;
    throw refuse.invalid(options.unreadable);
  }
  if (sheets === 0) throw refuse.invalid('uploads.noWorksheet');
  await flush();
  return { dataRows, empty: !sawHeader };
}

/**
 * Spreadsheet export (spec 1 §9): every matching row (`full=true`), only the visible columns in
 * their order, sheet named by entity, file name entity + timestamp, 2-decimal / dd.MM.yyyy /
 * integer formats, bold header, column width = table column width ÷ 8, blob URL revoked after
 * 5000 ms.
 */
import type { FieldDef } from '../../../domain/core/fields';
import { cellText, type FormatContext } from '../format';

export interface ExportColumn {
  name: string;
  field: FieldDef;
  header: string;
  /** Width of the column in the table, px. */
  widthPx: number;
}

export interface SheetCell {
  value: string | number | Date | null;
  type?: typeof String | typeof Number | typeof Date;
  format?: string;
  fontWeight?: 'bold';
}

export const revokeAfterMs = 5000;

function dateOf(value: unknown): Date | null {
  if (typeof value !== 'string' || !value) return null;
  const [y, m, d] = value.slice(0, 10).split('-').map(Number);
  if (!y || !m || !d) return null;
  return new Date(Date.UTC(y, m - 1, d));
}

export function exportCell(column: ExportColumn, row: Record<string, unknown>, ctx: FormatContext): SheetCell {
  const value = row[column.name];
  const { kind } = column.field;
  if (kind === 'money' || kind === 'decimal' || kind === 'int') {
    const n = typeof value === 'number' ? value : value === null || value === undefined || value === '' ? null : Number(value);
    if (n === null || !Number.isFinite(n)) return { value: null };
    return { value: n, type: Number, format: kind === 'int' ? '0' : '0.00' };
  }
  if (kind === 'date' || kind === 'datetime') {
    const date = dateOf(value);
    return date ? { value: date, type: Date, format: 'dd.mm.yyyy' } : { value: null };
  }
  const text = cellText(column.name, column.field, row, ctx);
  return { value: text === '' ? null : text, type: String };
}

export function buildSheet(columns: ExportColumn[], rows: Array<Record<string, unknown>>, ctx: FormatContext): SheetCell[][] {
  const header: SheetCell[] = columns.map((c) => ({ value: c.header, type: String, fontWeight: 'bold' }));
  return [header, ...rows.map((row) => columns.map((c) => exportCell(c, row, ctx)))];
}

export function sheetColumnWidths(columns: ExportColumn[]): Array<{ width: number }> {
  return columns.map((c) => ({ width: Math.round(c.widthPx / 8) }));
}

/** `holding_2026-05-04_13-45-10.xlsx` */
export function exportFileName(entityName: string, now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}_${pad(now.getHours())}-${pad(now.getMinutes())}-${pad(now.getSeconds())}`;
  return `${entityName}_${stamp}.xlsx`;
}

export async function writeWorkbook(sheetName: string, columns: ExportColumn[], sheet: SheetCell[][]): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  return writeXlsxFile(sheet as never, { sheet: sheetName.slice(0, 31), columns: sheetColumnWidths(columns) }).toBlob();
}

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), revokeAfterMs);
}

/**
 * The .xlsx of an upload action (multipart `file`, `name`): its first sheet as rows of texts
 * keyed by the header row's names (lower case, trimmed). Not multipart, no file, another type
 * or a workbook ExcelJS cannot read: 400 with the reason. The bytes stay in memory (the
 * multipart limit MAX_UPLOAD_MB bounds them) and are never stored.
 */
import type { FastifyRequest } from 'fastify';
import { refuse } from '../../domain/core/refusals/refusal';
import { uploadedFile } from '../http/uploaded-file';

export interface SheetRow {
  /** The row's number in the sheet (the header is row 1). */
  row: number;
  cells: Record<string, string>;
}

const zipMagic = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

async function uploadedBytes(request: FastifyRequest): Promise<{ data: Buffer; name: string }> {
  const { data, fileName, name } = await uploadedFile(request, { noFile: 'domains.noFile', unreadable: 'domains.notXlsx' });
  return { data, name: name || fileName };
}

/** The first sheet's rows under its header; empty rows are left out. */
export async function uploadedSheetRows(request: FastifyRequest): Promise<SheetRow[]> {
  const { data, name } = await uploadedBytes(request);
  if (!/\.xlsx$/i.test(name) || !data.subarray(0, 4).equals(zipMagic)) throw refuse.invalid('domains.notXlsx');
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw refuse.invalid('domains.unreadable');
  }
  const sheet = book.worksheets[0];
  if (!sheet) return [];
  const header: string[] = [];
  sheet.getRow(1).eachCell({ includeEmpty: true }, (cell, column) => {
    header[column] = cell.text.trim().toLowerCase();
  });
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number === 1) return;
    const cells: Record<string, string> = {};
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      const key = header[column];
      if (key) cells[key] = cell.text.trim();
    });
    if (Object.values(cells).some((text) => text !== '')) rows.push({ row: number, cells });
  });
  return rows;
}

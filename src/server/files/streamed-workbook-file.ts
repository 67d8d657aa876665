/**
 * A generated .xlsx written row by row straight into the file store (local disk or S3): the
 * workbook is never held whole in memory, whatever its number of rows. `write` fills the
 * streamed workbook and commits its sheets; a failure removes nothing stored and stores no file.
 */
import { PassThrough } from 'node:stream';
import type { stream } from 'exceljs';
import type { FileStore, StoredFile } from '../server-context';
import { xlsxType } from '../uploads/xlsx-type';

export type StreamedWorkbook = stream.xlsx.WorkbookWriter;

export async function saveStreamedWorkbook(
  files: FileStore,
  file: Omit<Parameters<FileStore['save']>[0], 'data' | 'contentType'>,
  write: (book: StreamedWorkbook) => Promise<void>,
  options: { styles?: boolean } = {},
): Promise<StoredFile> {
  const { default: ExcelJS } = await import('exceljs');
  const out = new PassThrough();
  const saving = files.save({ ...file, data: out, contentType: xlsxType });
  try {
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: options.styles ?? true, useSharedStrings: false });
    await write(book);
    await book.commit();
  } catch (error) {
    out.destroy(error as Error);
    await saving.catch(() => undefined);
    throw error;
  }
  return saving;
}

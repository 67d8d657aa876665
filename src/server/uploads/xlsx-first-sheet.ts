/**
 * The first worksheet of an .xlsx (in memory, or the temporary file an upload streamed into), as ExcelJS's streaming worksheet reader, with
 * the parts it needs read first. ExcelJS's own `WorkbookReader` takes the zip's entries in
 * stored order, and Excel (ExcelJS too) stores the sheets before the shared strings: it then
 * inflates the whole sheet into a temporary file before giving row 1. Here the zip's directory
 * is read (the file is whole already: an upload is streamed to disk first) and the parts are taken in the order the reading
 * needs: relationships, workbook, styles, shared strings, then the sheet, row by row.
 * The reader's parsing methods are ExcelJS 4.4's (pinned in package.json).
 */
import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';

const require = createRequire(import.meta.url);

interface ZipFile {
  path: string;
  stream(): Readable;
}

interface SheetRowReader {
  number: number;
  values: unknown;
}

export interface FirstSheet {
  rows: AsyncIterable<SheetRowReader>;
}

interface WorkbookReaderParts {
  sharedStrings?: unknown[];
  workbookRels?: Array<{ Id: string; Target: string }>;
  model?: { sheets?: Array<{ rId: string }> };
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncIterable<unknown>;
  _parseWorksheet(iterator: AsyncIterable<unknown>, sheetNo: string): Iterable<{ eventType: string; value: AsyncIterable<SheetRowReader> }>;
}

/** An .xlsx's bytes, or the file holding them. */
export type XlsxSource = Buffer | { path: string };

/** The first sheet's rows, or null when the archive holds no worksheet; throws when the bytes are no zip. */
export async function xlsxFirstSheet(source: XlsxSource): Promise<FirstSheet | null> {
  const unzipper = require('unzipper') as { Open: { buffer(data: Buffer): Promise<{ files: ZipFile[] }>; file(path: string): Promise<{ files: ZipFile[] }> } };
  const WorkbookReader = require('exceljs/lib/stream/xlsx/workbook-reader.js') as new (input: unknown, options: object) => WorkbookReaderParts;
  const iterateStream = require('exceljs/lib/utils/iterate-stream.js') as (stream: Readable) => AsyncIterable<unknown>;
  const directory = Buffer.isBuffer(source) ? await unzipper.Open.buffer(source) : await unzipper.Open.file(source.path);
  const files = new Map(directory.files.map((file) => [file.path, file]));
  const sheetPaths = [...files.keys()].filter((path) => /^xl\/worksheets\/sheet\d+\.xml$/.test(path));
  if (!sheetPaths.length) return null;
  const reader = new WorkbookReader(null, { worksheets: 'emit', sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', entries: 'ignore' });
  const part = (path: string) => files.get(path)?.stream();
  const rels = part('xl/_rels/workbook.xml.rels');
  if (rels) await reader._parseRels(rels);
  const workbook = part('xl/workbook.xml');
  if (workbook) await reader._parseWorkbook(workbook);
  const styles = part('xl/styles.xml');
  if (styles) await reader._parseStyles(styles);
  const strings = part('xl/sharedStrings.xml');
  reader.sharedStrings = [];
  if (strings) for await (const _ of reader._parseSharedStrings(strings)) void _;
  // The workbook's first sheet, else the lowest-numbered one.
  const firstId = reader.model?.sheets?.[0]?.rId;
  const target = reader.workbookRels?.find((rel) => rel.Id === firstId)?.Target?.replace(/^\/?(xl\/)?/, '');
  const byNumber = (path: string) => Number(/sheet(\d+)\.xml$/.exec(path)?.[1]);
  const path = target && files.has(`xl/${target}`) ? `xl/${target}` : sheetPaths.sort((a, b) => byNumber(a) - byNumber(b))[0];
  const [event] = [...reader._parseWorksheet(iterateStream(files.get(path)!.stream()), String(byNumber(path)))];
  return event ? { rows: event.value } : null;
}

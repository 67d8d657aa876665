/**
 * Writes a table into the first tab of the configured Google Sheet (API.md "Domain inventory",
 * `wl/export/`): the tab is cleared, grown when the table needs more rows or columns than it
 * has, then the header row and the rows are written from A1, `batchRows` rows per request so a
 * large inventory never makes one huge request.
 */
import type { MethodOptions, sheets_v4 } from '@googleapis/sheets';
import { Refusal } from '../../../domain/core/refusals/refusal';
import { sheetsFailure } from './google-failure';
import { readGoogleSheetsConfig, requireGoogleSheets, type GoogleSheetsConfig } from './google-sheets-config';
import { signedInSheets, type SheetsSession } from './sheets-client';

export type SheetCell = string | number | boolean | null;

export interface SheetContent {
  header: readonly string[];
  rows: ReadonlyArray<readonly SheetCell[]>;
}

export interface WriteSheetOptions {
  config?: GoogleSheetsConfig;
  /** Rows per write request (default 5,000). */
  batchRows?: number;
}

export interface WrittenSheet {
  /** The first tab's title. */
  tab: string;
  /** Rows written, the header included. */
  rows: number;
}

export const SHEET_BATCH_ROWS = 5000;

/** A tab's name as an A1 range: quoted, its quotes doubled. */
export const tabRange = (title: string, cell?: string): string => `'${title.replaceAll("'", "''")}'${cell ? `!${cell}` : ''}`;

/** One API call; anything but a refusal already made (the sign-in) becomes Google's failure. */
async function call<T>(session: SheetsSession, request: (options: MethodOptions) => Promise<T>): Promise<T> {
  try {
    return await request(await session.callOptions());
  } catch (error) {
    throw error instanceof Refusal ? error : sheetsFailure(error);
  }
}

async function firstTab(session: SheetsSession, spreadsheetId: string): Promise<sheets_v4.Schema$SheetProperties> {
  const { data } = await call(session, (options) =>
    session.api.spreadsheets.get({ spreadsheetId, fields: 'sheets.properties(sheetId,title,index,gridProperties(rowCount,columnCount))' }, options),
  );
  const tabs = (data.sheets ?? []).flatMap((sheet) => (sheet.properties ? [sheet.properties] : []));
  const first = tabs.sort((a, b) => (a.index ?? 0) - (b.index ?? 0))[0];
  if (!first?.title) throw sheetsFailure(new Error('the spreadsheet has no tab'));
  return first;
}

async function growTab(session: SheetsSession, spreadsheetId: string, tab: sheets_v4.Schema$SheetProperties, rows: number, columns: number) {
  const grid = tab.gridProperties ?? {};
  if (rows <= (grid.rowCount ?? 0) && columns <= (grid.columnCount ?? 0)) return;
  const gridProperties = { rowCount: Math.max(rows, grid.rowCount ?? 0), columnCount: Math.max(columns, grid.columnCount ?? 0) };
  await call(session, (options) =>
    session.api.spreadsheets.batchUpdate(
      {
        spreadsheetId,
        requestBody: { requests: [{ updateSheetProperties: { properties: { sheetId: tab.sheetId, gridProperties }, fields: 'gridProperties.rowCount,gridProperties.columnCount' } }] },
      },
      options,
    ),
  );
}

export async function writeSheet(content: SheetContent, options: WriteSheetOptions = {}): Promise<WrittenSheet> {
  const target = requireGoogleSheets(options.config ?? readGoogleSheetsConfig());
  const batchRows = Math.max(1, options.batchRows ?? SHEET_BATCH_ROWS);
  const spreadsheetId = target.sheetId;
  const session = await signedInSheets(target);
  const tab = await firstTab(session, spreadsheetId);
  const title = tab.title ?? '';

  await call(session, (options) => session.api.spreadsheets.values.clear({ spreadsheetId, range: tabRange(title), requestBody: {} }, options));

  const table = [content.header, ...content.rows].map((row) => row.map((cell) => cell ?? ''));
  const columns = table.reduce((widest, row) => Math.max(widest, row.length), 1);
  await growTab(session, spreadsheetId, tab, table.length, columns);

  for (let start = 0; start < table.length; start += batchRows) {
    const values = table.slice(start, start + batchRows);
    await call(session, (options) =>
      session.api.spreadsheets.values.update(
        { spreadsheetId, range: tabRange(title, `A${start + 1}`), valueInputOption: 'RAW', requestBody: { majorDimension: 'ROWS', values } },
        options,
      ),
    );
  }
  return { tab: title, rows: table.length };
}

/**
 * `POST /api/erir/nonmedia/` multipart (`file`, `name`), spec 2 §2.2, §7.4, API.md "Buying side":
 * an .xlsx whose first sheet has the header `nonmedia_id | date | impressions | amount`. Each good
 * row sets that non-media source's figures for that day (replacing an earlier upload's), in one
 * transaction; every other row is named in `errors`. Not an .xlsx: 400 `File must be .xlsx`; a
 * file without data rows changes nothing. Any signed-in user may upload.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { nonMedia } from '../../domain/publishers/publisher-entities';
import { nonMediaUploadPath } from '../../domain/publishers/publisher-actions';
import { isNonMediaHeader, parseNonMediaRows, rowProblemText, type RowProblem, type SheetCell } from '../../domain/publishers/nonmedia-rows';
import { refuse } from '../../domain/core/refusals/refusal';
import { tableOf } from '../db/entity-tables';
import { actorOf } from '../http/auth/authenticate';
import { uploadedFile } from '../http/uploaded-file';
import type { RouteModule } from '../http/route-module';
import type { ServerContext } from '../server-context';
import { nonMediaFigures } from './nonmedia-figures-table';

export interface NonMediaUploadAnswer {
  detail: string;
  /** How many rows were taken. */
  taken: number;
  /** One English text per row not taken (`Row 3: unknown non-media source X`). */
  errors: string[];
  /** The same, as catalogue keys and values, for the user's language. */
  problems: RowProblem[];
}

/** The uploaded file's bytes (multipart `file`, `name`); 400 when there is none or it is not an .xlsx. Shared by the spreadsheet uploads. */
export async function uploadedXlsx(request: FastifyRequest): Promise<Buffer> {
  const { data, fileName, name } = await uploadedFile(request, { noFile: 'publishers.noFile', unreadable: 'publishers.notXlsx' });
  const xlsxName = (text: string) => /\.xlsx$/i.test(text);
  // An .xlsx is a zip archive: its bytes start with "PK".
  if (!(xlsxName(fileName) || xlsxName(name)) || data.length < 4 || data[0] !== 0x50 || data[1] !== 0x4b) throw refuse.invalid('publishers.notXlsx');
  return data;
}

type CellValue = SheetCell | { result?: unknown; text?: unknown; richText?: Array<{ text: string }>; error?: unknown } | undefined;

/** A cell as plain text, number, boolean or date (formulas by their result, rich text by its text). */
function plainCell(value: CellValue): SheetCell {
  if (value === null || value === undefined || typeof value !== 'object' || value instanceof Date) return value as SheetCell;
  if ('richText' in value && Array.isArray(value.richText)) return value.richText.map((run) => run.text).join('');
  if ('result' in value) return plainCell(value.result as CellValue);
  if ('text' in value && typeof value.text === 'string') return value.text;
  return null;
}

/** The first sheet's first `columns` columns as plain cells (row 1 first); empty rows in between stay empty. */
export async function sheetRows(bytes: Buffer, columns = 4): Promise<SheetCell[][]> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw refuse.invalid('publishers.notXlsx');
  }
  const sheet = workbook.worksheets[0];
  const rows: SheetCell[][] = [];
  sheet?.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: SheetCell[] = [];
    for (let column = 1; column <= columns; column++) cells.push(plainCell(row.getCell(column).value as CellValue));
    rows[number - 1] = cells;
  });
  return Array.from(rows, (cells) => cells ?? []);
}

export async function uploadNonMedia(ctx: ServerContext, bytes: Buffer): Promise<NonMediaUploadAnswer> {
  const rows = await sheetRows(bytes);
  if (rows.length === 0 || rows.every((cells) => cells.every((cell) => cell === null || cell === undefined || cell === ''))) {
    return { detail: 'Rows taken: 0', taken: 0, errors: [], problems: [] };
  }
  if (!isNonMediaHeader(rows[0])) throw refuse.invalid('publishers.nonMediaHeader');
  const sources = tableOf(nonMedia);
  const known = new Set((await ctx.database.db.select({ id: sources.id }).from(sources)).map((row) => String(row.id)));
  const { taken, problems } = parseNonMediaRows(rows, known);
  if (taken.length) {
    await ctx.database.db.transaction(async (tx) => {
      const chunk = 1000;
      for (let start = 0; start < taken.length; start += chunk) {
        const values = taken.slice(start, start + chunk).map((row) => ({ nonMediaId: row.nonMediaId, day: row.day, impressions: row.impressions, amount: row.amount.toFixed(2) }));
        await tx
          .insert(nonMediaFigures)
          .values(values)
          .onConflictDoUpdate({
            target: [nonMediaFigures.nonMediaId, nonMediaFigures.day],
            set: { impressions: sql`excluded.impressions`, amount: sql`excluded.amount`, uploadedAt: sql`now()` },
          });
      }
    });
  }
  return { detail: `Rows taken: ${taken.length}`, taken: taken.length, errors: problems.map(rowProblemText), problems };
}

export const nonMediaUploadRoutes: RouteModule = async (parent, ctx) => {
  await parent.register(async (api: FastifyInstance) => {
    // Room for the multipart envelope around the largest accepted file.
    const bodyLimit = ctx.config.maxUploadMb * 1024 * 1024 + 1024 * 1024;
    api.post(
      `/${nonMediaUploadPath}`,
      {
        bodyLimit,
        schema: {
          tags: ['publishers'],
          summary: 'Upload non-media figures (multipart: file, name): an .xlsx with the header nonmedia_id | date | impressions | amount',
          description: 'Answers {detail, taken, errors, problems}: the rows taken are kept, each other row is named with why. Not an .xlsx: 400 "File must be .xlsx".',
          consumes: ['multipart/form-data'],
        },
      },
      async (request) => {
        actorOf(request);
        return uploadNonMedia(ctx, await uploadedXlsx(request));
      },
    );
  });
};

/**
 * `POST /api/erir/nonmedia/` multipart (`file`, `name`), spec 2 §2.2, §7.4, API.md "Buying side":
 * an .xlsx whose first sheet has the header `nonmedia_id | date | impressions | amount`, a
 * spreadsheet upload kind (src/server/uploads). Each good row sets that non-media source's
 * figures for that day (replacing an earlier upload's), written once every row was checked, in
 * one transaction of set-based statements (one per 2,000 rows); every other row is named in
 * `errors`. Not an .xlsx: 400 `File must be .xlsx`; a file without
 * data rows changes nothing. Any signed-in user may upload. `GET .../template/`: the header alone.
 */
import { sql } from 'drizzle-orm';
import { nonMedia } from '../../domain/publishers/publisher-entities';
import { nonMediaUploadPath } from '../../domain/publishers/publisher-actions';
import { isNonMediaHeader, nonMediaHeader, readNonMediaRow, type NonMediaFigure, type RowProblem } from '../../domain/publishers/nonmedia-rows';
import { rowProblemText } from '../../domain/core/sheets/sheet-cells';
import type { Actor } from '../../domain/core/entity';
import { refuse } from '../../domain/core/refusals/refusal';
import { bulkInsert } from '../db/bulk-insert';
import { readerFor } from '../items/readers';
import type { SpreadsheetUploadKind } from '../uploads/spreadsheet-upload';
import { uploadRowsTaken, type RowsTakenAnswer } from '../uploads/rows-taken';
import { spreadsheetUploadRoutes } from '../uploads/spreadsheet-upload-routes';
import { uploadLimits } from '../uploads/upload-limits';
import type { UploadCodes, UploadedXlsx } from '../uploads/uploaded-xlsx';
import type { ServerContext } from '../server-context';
import { nonMediaFigures } from './nonmedia-figures-table';
import { moneyText } from '../../domain/core/money';

export type NonMediaUploadAnswer = RowsTakenAnswer<RowProblem>;

function nonMediaUpload(ctx: ServerContext, actor: Actor): SpreadsheetUploadKind<RowProblem, number> {
  return {
    codes: uploadCodes,
    columns: nonMediaHeader.length,
    checkHeader: (cells) => {
      if (!isNonMediaHeader(cells)) throw refuse.invalid('publishers.nonMediaHeader');
    },
    problemText: rowProblemText,
    async start() {
      const sources = readerFor(actor).rows(nonMedia);
      const known = new Set((await ctx.database.db.select({ id: sources.id }).from(sources)).map((row) => String(row.id)));
      // A later row of the same source and day wins.
      const taken = new Map<string, NonMediaFigure>();
      return {
        check(rows, problems) {
          for (const { row, cells } of rows) {
            const read = readNonMediaRow(cells, row, known);
            if (read === null) continue;
            if ('key' in read) problems.push(read);
            else taken.set(`${read.nonMediaId}\n${read.day}`, read);
          }
        },
        async write(step, stillWanted) {
          const figures = [...taken.values()];
          for (let start = 0; start < figures.length; start += uploadLimits.batchRows) {
            const values = figures
              .slice(start, start + uploadLimits.batchRows)
              .map((row) => ({ nonMediaId: row.nonMediaId, day: row.day, impressions: row.impressions, amount: moneyText(row.amount) }));
            stillWanted();
            await step((tx) => bulkInsert(tx, nonMediaFigures, values, [], replaceFigures));
          }
          return figures.length;
        },
      };
    },
  };
}

/** A figure of a source and day already there takes the upload's values. */
const replaceFigures = sql`on conflict (nonmedia_id, day) do update set impressions = excluded.impressions, amount = excluded.amount, uploaded_at = now()`;

const uploadCodes: UploadCodes = { noFile: 'publishers.noFile', notXlsx: 'publishers.notXlsx', unreadable: 'publishers.notXlsx' };

/** The upload of an .xlsx's bytes (`name`: the uploaded file's name, for its errors log). */
export const uploadNonMedia = (ctx: ServerContext, actor: Actor, file: Buffer | UploadedXlsx, signal?: AbortSignal): Promise<NonMediaUploadAnswer> =>
  uploadRowsTaken(ctx, actor, file, nonMediaUpload(ctx, actor), signal);

export const nonMediaUploadRoutes = spreadsheetUploadRoutes({
  path: nonMediaUploadPath,
  tag: 'publishers',
  summary: 'Upload non-media figures (multipart: file, name): an .xlsx with the header nonmedia_id | date | impressions | amount',
  description:
    'Answers {detail, taken, errors, problems, errorsCount, errorsFileId}: the rows taken are kept, each other row is named with why (the first 1,000; all of them in the errors log). Not an .xlsx: 400 "File must be .xlsx"; a wrong header: 400; over 200,000 rows: 413.',
  template: { fileName: 'nonmedia_template.xlsx', sheetName: 'Non-media', header: nonMediaHeader },
  codes: uploadCodes,
  upload: uploadNonMedia,
});

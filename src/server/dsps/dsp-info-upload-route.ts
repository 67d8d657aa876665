/**
 * `POST /api/erir/dsp_info/` multipart (`file`, `name`), spec 2 §2.3, §7.4, API.md "Buying side"
 * (missed markers): an .xlsx whose first sheet has the header `dsp_id | date | marker |
 * impressions | budget`, a spreadsheet upload kind (src/server/uploads). The good lines replace,
 * for each DSP and month they name, that DSP's lines of that month, and its missed-marker row gets
 * their budget: once every row was checked, each DSP and month in one step of the upload's write
 * (src/server/uploads/upload-steps.ts), under that month's invoice-generation lock (a generation
 * reads these budgets), the lines inserted by set-based statements (one per 2,000 lines). Every other row is named in `errors`. Not an .xlsx: 400
 * `File must be .xlsx`; a file without data rows changes nothing. Any signed-in user may upload.
 * `GET .../template/`: the header alone.
 */
import { and, eq } from 'drizzle-orm';
import Decimal from 'decimal.js';
import { dsp, dspMissedMarker } from '../../domain/dsps/dsp-entities';
import { dspInfoUploadPath } from '../../domain/dsps/dsp-actions';
import { dspInfoHeader, isDspInfoHeader, readDspLine, type DspLine, type DspLineProblem } from '../../domain/dsps/dsp-info-rows';
import { rowProblemText } from '../../domain/core/sheets/sheet-cells';
import { monthStart } from '../../domain/sales/order-dates';
import type { Actor } from '../../domain/core/entity';
import { refuse } from '../../domain/core/refusals/refusal';
import type { Database, Executor } from '../db/connection';
import { bulkInsert } from '../db/bulk-insert';
import { items } from '../items/items';
import { systemReader } from '../items/readers';
import { lockMonth } from '../jobs/month-generation/month-lock';
import type { SpreadsheetUploadKind } from '../uploads/spreadsheet-upload';
import { uploadRowsTaken, type RowsTakenAnswer } from '../uploads/rows-taken';
import { spreadsheetUploadRoutes } from '../uploads/spreadsheet-upload-routes';
import { uploadLimits } from '../uploads/upload-limits';
import type { UploadCodes, UploadedXlsx } from '../uploads/uploaded-xlsx';
import type { ServerContext } from '../server-context';
import { dspMarkerLines } from './dsp-marker-lines-table';
import { dspInvoiceGeneration } from './dsp-invoice-generation';
import { moneyText } from '../../domain/core/money';

export type DspInfoUploadAnswer = RowsTakenAnswer<DspLineProblem>;

/** A DSP's own id, and each of its identifiers not another DSP's own id, to the DSP's id. */
async function dspLookup(database: Database): Promise<Map<string, string>> {
  // Any signed-in user may upload: a line names its DSP whatever DSPs the user may read.
  const table = systemReader('an uploaded line names its DSP by its id or one of its identifiers').rows(dsp);
  const rows = await database.db.select({ id: table.id, identifiers: table.dspId }).from(table);
  const lookup = new Map<string, string>();
  for (const row of rows) for (const identifier of (row.identifiers as string[] | null) ?? []) if (!lookup.has(identifier)) lookup.set(identifier, String(row.id));
  for (const row of rows) lookup.set(String(row.id), String(row.id));
  return lookup;
}

/** The taken lines by DSP and month (the month's first day). */
function byDspAndMonth(lines: readonly DspLine[]): Map<string, { dsp: string; month: string; lines: DspLine[] }> {
  const groups = new Map<string, { dsp: string; month: string; lines: DspLine[] }>();
  for (const line of lines) {
    const month = monthStart(line.day);
    const key = `${line.dsp}\n${month}`;
    const group = groups.get(key) ?? { dsp: line.dsp, month, lines: [] };
    group.lines.push(line);
    groups.set(key, group);
  }
  return groups;
}

/** One DSP and month's lines in place of its earlier ones, and its missed-marker row's budget. */
async function writeGroup(ctx: ServerContext, tx: Executor, actor: Actor, group: { dsp: string; month: string; lines: DspLine[] }, stillWanted: () => void): Promise<void> {
  await lockMonth(tx, dspInvoiceGeneration.name, group.month);
  const markers = systemReader('the DSP and month\'s missed-marker row is the one whose lines the upload replaces').rows(dspMissedMarker);
  const rowsOfMarkers = items(dspMissedMarker, { ctx, actor, tx }).system;
  const budget = group.lines.reduce((total, line) => total.plus(line.budget), new Decimal(0)).toNumber();
  const [existing] = await tx
    .select({ id: markers.id })
    .from(markers)
    .where(and(eq(markers.dsp, group.dsp), eq(markers.date, group.month)))
    .orderBy(markers.id)
    .limit(1);
  let id: number;
  if (existing) {
    id = Number(existing.id);
    await tx.delete(dspMarkerLines).where(eq(dspMarkerLines.missedMarkerId, id));
    await rowsOfMarkers.set(id, { budget }, { touch: true });
  } else {
    const [created] = await rowsOfMarkers.insert([{ dsp: group.dsp, date: group.month, budget }]);
    id = Number(created.id);
  }
  for (let start = 0; start < group.lines.length; start += uploadLimits.batchRows) {
    const values = group.lines
      .slice(start, start + uploadLimits.batchRows)
      .map((line) => ({ missedMarkerId: id, day: line.day, marker: line.marker, impressions: line.impressions, budget: moneyText(line.budget) }));
    stillWanted();
    await bulkInsert(tx, dspMarkerLines, values);
  }
}

function dspInfoUpload(ctx: ServerContext, actor: Actor): SpreadsheetUploadKind<DspLineProblem, number> {
  return {
    codes: uploadCodes,
    columns: dspInfoHeader.length,
    checkHeader: (cells) => {
      if (!isDspInfoHeader(cells)) throw refuse.invalid('dsps.dspInfoHeader');
    },
    problemText: rowProblemText,
    async start() {
      const lookup = await dspLookup(ctx.database);
      const taken: DspLine[] = [];
      return {
        check(rows, problems) {
          for (const { row, cells } of rows) {
            const read = readDspLine(cells, row, lookup);
            if (read === null) continue;
            if ('key' in read) problems.push(read);
            else taken.push(read);
          }
        },
        async write(step, stillWanted) {
          const groups = [...byDspAndMonth(taken).values()].sort((a, b) => (a.month === b.month ? a.dsp.localeCompare(b.dsp) : a.month.localeCompare(b.month)));
          // A DSP's month is one step: a generation never reads part of its lines.
          for (const group of groups) await step((tx) => writeGroup(ctx, tx, actor, group, stillWanted));
          return taken.length;
        },
      };
    },
  };
}

const uploadCodes: UploadCodes = { noFile: 'publishers.noFile', notXlsx: 'publishers.notXlsx', unreadable: 'publishers.notXlsx' };

/** The upload of an .xlsx's bytes (`name`: the uploaded file's name, for its errors log). */
export const uploadDspInfo = (ctx: ServerContext, actor: Actor, file: Buffer | UploadedXlsx, signal?: AbortSignal): Promise<DspInfoUploadAnswer> =>
  uploadRowsTaken(ctx, actor, file, dspInfoUpload(ctx, actor), signal);

export const dspInfoUploadRoutes = spreadsheetUploadRoutes({
  path: dspInfoUploadPath,
  tag: 'dsps',
  summary: "Upload a DSP's stated lines (multipart: file, name): an .xlsx with the header dsp_id | date | marker | impressions | budget",
  description:
    'Answers {detail, taken, errors, problems, errorsCount, errorsFileId}: each DSP and month named gets these lines in place of its earlier ones; the rows taken are kept, each other row is named with why (the first 1,000; all of them in the errors log). Not an .xlsx: 400 "File must be .xlsx"; a wrong header: 400; over 200,000 rows: 413.',
  template: { fileName: 'dsp_info_template.xlsx', sheetName: 'DSP lines', header: dspInfoHeader, wide: ['marker'] },
  codes: uploadCodes,
  upload: uploadDspInfo,
});

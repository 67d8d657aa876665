/**
 * `POST /api/dsp/markers/` `{date, dsp}` → `{taskId}` → `{fileId}` (API.md "Buying side",
 * missed markers): an .xlsx of that DSP's uploaded lines of that month whose marker belongs to no
 * creative here, with their budget and impressions, under the upload's own header (`dsp_id | date
 * | marker | impressions | budget`) and without a total row, so that the file uploads back
 * unchanged (docs/decisions.md "Uploads"). The unmatched lines are found by the database with the
 * creatives' markers compared there, read a page at a time and streamed into the file store.
 */
import { sql } from 'drizzle-orm';
import { exportDspMissedMarkers, dspMessages } from '../../domain/dsps/dsp-actions';
import { actMonth } from '../../domain/core/calendar/act-month';
import { rowsOf } from '../db/raw-rows';
import { systemReader } from '../items/readers';
import { dspMissedMarker } from '../../domain/dsps/dsp-entities';
import { creative } from '../../domain/creatives/creative';
import { actionRoute } from '../http/actions/action-route';
import { defineJob } from '../jobs/job-handlers';
import type { ServerContext } from '../server-context';
import { dspInfoHeader } from '../../domain/dsps/dsp-info-rows';
import { saveStreamedWorkbook } from '../files/streamed-workbook-file';
import type { Executor } from '../db/connection';

export const unmatchedLinesJob = 'dsps.unmatched-lines';

export const unmatchedHeader = dspInfoHeader;

interface UnmatchedLine {
  day: string;
  marker: string;
  impressions: number | string;
  budget: number | string;
  /** The row's place in its table: the order's tie-breaker between two lines of one day and marker. */
  place: string;
}

const linesPerPage = 5_000;
const read = systemReader('a line is unmatched when no creative at all has its marker, whoever exports it');

/** The DSP's lines of the month whose marker no creative has, by day and marker, a page at a time. */
async function* unmatchedLines(db: Executor, dspId: string, month: string): AsyncGenerator<UnmatchedLine> {
  let after: UnmatchedLine | null = null;
  for (;;) {
    const page: UnmatchedLine[] = await rowsOf<UnmatchedLine>(
      db,
      sql`
      select l.day::text as day, l.marker, l.impressions, l.budget, l.ctid::text as place
      from dsp_marker_lines l join ${read.rowsAs(dspMissedMarker, 'm')} on m.id = l.missed_marker_id
      where m.dsp_id = ${dspId} and m.date = ${month}
        and not exists (select 1 from ${read.rowsAs(creative, 'c')} where c.marker = l.marker)
        ${after ? sql`and (l.day, l.marker, l.ctid) > (${after.day}::date, ${after.marker}, ${after.place}::tid)` : sql``}
      order by l.day, l.marker, l.ctid
      limit ${linesPerPage}`,
    );
    yield* page;
    if (page.length < linesPerPage) return;
    after = page[page.length - 1];
  }
}

/** The unmatched lines' .xlsx, streamed into the file store page by page. */
export function saveUnmatchedLinesBook(ctx: ServerContext, dspId: string, month: string, file: { name: string; temp: boolean; userId: number | null }) {
  return saveStreamedWorkbook(ctx.files, file, async (book) => {
    const sheet = book.addWorksheet('Missed markers');
    sheet.columns = unmatchedHeader.map((header) => ({ header, width: header === 'marker' ? 40 : 14, style: header === 'budget' ? { numFmt: '0.00' } : {} }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    for await (const line of unmatchedLines(ctx.database.db, dspId, month)) {
      sheet.addRow([dspId, line.day, line.marker, Number(line.impressions), Number(line.budget)]).commit();
    }
    sheet.commit();
  });
}

export const unmatchedLinesExport = defineJob(unmatchedLinesJob, async (ctx, data) => {
  const userId = (data.userId as number | null) ?? null;
  const month = String(data.month);
  const dspId = String(data.dsp);
  const name = `${month.slice(0, 7)}_${dspId.replace(/[^\w.-]+/g, '_')}_missed_markers.xlsx`;
  const saved = await saveUnmatchedLinesBook(ctx, dspId, month, { name, temp: true, userId });
  return { fileId: saved.id, detail: dspMessages.exported };
});

export const unmatchedLinesRoute = actionRoute(exportDspMissedMarkers, async ({ ctx, actor, body }) => ({
  taskId: await ctx.jobs.enqueue(unmatchedLinesJob, { dsp: body.dsp, month: actMonth(body.date).start, userId: actor.id }),
}));

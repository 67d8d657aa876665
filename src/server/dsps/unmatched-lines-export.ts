/**
 * `POST /api/dsp/markers/` `{date, dsp}` → `{taskId}` → `{fileId}` (API.md "Buying side",
 * missed markers): an .xlsx of that DSP's uploaded lines of that month whose marker belongs to no
 * creative here, with their budget and impressions, under the upload's own header (`dsp_id | date
 * | marker | impressions | budget`) and without a total row, so that the file uploads back
 * unchanged (docs/decisions.md "Uploads"). The unmatched lines are found by the database with the
 * creatives' markers compared there.
 */
import { sql } from 'drizzle-orm';
import { exportDspMissedMarkers, dspMessages } from '../../domain/dsps/dsp-actions';
import { actMonth } from '../../domain/core/calendar/act-month';
import { rowsOf } from '../db/raw-rows';
import { actionRoute } from '../http/actions/action-route';
import { defineJob } from '../jobs/job-handlers';
import type { ServerContext } from '../server-context';
import { dspInfoHeader } from '../../domain/dsps/dsp-info-rows';
import { xlsxType } from '../uploads/xlsx-type';
import type { Executor } from '../db/connection';

export const unmatchedLinesJob = 'dsps.unmatched-lines';

export const unmatchedHeader = dspInfoHeader;

interface UnmatchedLine {
  day: string;
  marker: string;
  impressions: number | string;
  budget: number | string;
}

/** The DSP's lines of the month whose marker no creative has, by day and marker. */
function unmatchedLines(db: Executor, dspId: string, month: string) {
  return rowsOf<UnmatchedLine>(
    db,
    sql`
    select l.day::text as day, l.marker, l.impressions, l.budget
    from dsp_marker_lines l join dsp_missed_markers m on m.id = l.missed_marker_id
    where m.dsp_id = ${dspId} and m.date = ${month}
      and not exists (select 1 from creatives c where c.marker = l.marker)
    order by l.day, l.marker`,
  );
}

export async function unmatchedLinesBook(ctx: ServerContext, dspId: string, month: string): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Missed markers');
  sheet.columns = unmatchedHeader.map((header) => ({ header, width: header === 'marker' ? 40 : 14, style: header === 'budget' ? { numFmt: '0.00' } : {} }));
  sheet.getRow(1).font = { bold: true };
  for (const line of await unmatchedLines(ctx.database.db, dspId, month)) {
    sheet.addRow([dspId, line.day, line.marker, Number(line.impressions), Number(line.budget)]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

export const unmatchedLinesExport = defineJob(unmatchedLinesJob, async (ctx, data) => {
  const userId = (data.userId as number | null) ?? null;
  const month = String(data.month);
  const dspId = String(data.dsp);
  const saved = await ctx.files.save({
    name: `${month.slice(0, 7)}_${dspId.replace(/[^\w.-]+/g, '_')}_missed_markers.xlsx`,
    data: await unmatchedLinesBook(ctx, dspId, month),
    contentType: xlsxType,
    temp: true,
    userId,
  });
  return { fileId: saved.id, detail: dspMessages.exported };
});

export const unmatchedLinesRoute = actionRoute(exportDspMissedMarkers, async ({ ctx, actor, body }) => ({
  taskId: await ctx.jobs.enqueue(unmatchedLinesJob, { dsp: body.dsp, month: actMonth(body.date).start, userId: actor.id }),
}));

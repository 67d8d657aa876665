/**
 * `POST publishers/exports/` {invoice, type} → {taskId} → {fileId} (API.md "Buying side"): the
 * invoice publisher's PANEL figures of the invoice month, one row per placement / domain /
 * format / domain and format / domain and placement with impressions, clicks and amount, and a
 * total row equal to their sums, as `{YYYY-MM}_{type}.xlsx`. The groups stream from the analytics
 * database straight into a streamed workbook and on into the file store: memory stays bounded
 * whatever the number of placements.
 */
import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { panel } from '../../domain/publishers/publisher-entities';
import { publisherInvoice } from '../../domain/publishers/publisher-invoices';
import { publisherStatisticsExport, type StatisticsExportType } from '../../domain/publishers/publisher-invoice-actions';
import { actMonth, type ActMonth } from '../../domain/core/calendar/act-month';
import { invalidField } from '../../domain/core/refusals/refusal';
import { serverAnalytics } from '../analytics/analytics';
import { panelStatistics, panelStatisticsGroupings, panelTotals } from '../analytics/panel-statistics';
import { readerFor } from '../items/readers';
import { systemActor } from '../items/system-actor';
import { actionRoute } from '../http/actions/action-route';
import { defineJob } from '../jobs/job-handlers';
import type { ServerContext } from '../server-context';
import { xlsxType } from '../domains/domains-template';

export const statisticsExportJob = 'publishers.statistics-export';

const headers: Record<string, string> = { placement: 'Placement', domain: 'Domain', format: 'Format', impressions: 'Impressions', clicks: 'Clicks', amount: 'Amount' };

/** `{YYYY-MM}_{type}.xlsx`. */
export const statisticsFileName = (month: ActMonth, type: StatisticsExportType) => `${month.start.slice(0, 7)}_${type}.xlsx`;

/** Streams the workbook of the publisher's panels into `out`; answers the number of group rows. */
export async function writeStatisticsBook(ctx: ServerContext, out: PassThrough, input: { type: StatisticsExportType; panels: readonly string[]; month: ActMonth }): Promise<number> {
  const analytics = await serverAnalytics(ctx.config.dataDir);
  // Without a styles part: a styled streamed workbook writes 100,000 rows three times slower.
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = book.addWorksheet(input.type);
  const groups: readonly string[] = panelStatisticsGroupings[input.type];
  const columns = [...groups, 'impressions', 'clicks', 'amount'];
  sheet.columns = columns.map((key) => ({ header: headers[key], key, width: groups.includes(key) ? 32 : 14 }));
  let count = 0;
  for await (const row of panelStatistics(analytics, input.type, input.panels, input.month)) {
    sheet.addRow([...groups.map((column) => row[column as keyof typeof row]), row.impressions, row.clicks, Number(row.amount)]).commit();
    count++;
  }
  const totals = await panelTotals(analytics, input.panels, input.month);
  sheet.addRow(['Total', ...groups.slice(1).map(() => null), totals.impressions, totals.clicks, Number(totals.amount)]).commit();
  sheet.commit();
  await book.commit();
  return count;
}

export const statisticsExportTask = defineJob(statisticsExportJob, async (ctx, data) => {
  const userId = (data.userId as number | null) ?? null;
  const type = data.type as StatisticsExportType;
  const month = actMonth(String(data.month));
  const panels = readerFor(systemActor(userId)).rows(panel);
  const owned = await ctx.database.db.select({ id: panels.id }).from(panels).where(eq(panels.publisher, Number(data.publisher)));
  const out = new PassThrough();
  const saving = ctx.files.save({ name: statisticsFileName(month, type), data: out, contentType: xlsxType, temp: true, userId });
  try {
    await writeStatisticsBook(ctx, out, { type, panels: owned.map((row) => String(row.id)), month });
  } catch (error) {
    out.destroy(error as Error);
    await saving.catch(() => undefined);
    throw error;
  }
  const saved = await saving;
  return { fileId: saved.id };
});

export const statisticsExportRoute = actionRoute(publisherStatisticsExport, async ({ ctx, actor, body }) => {
  const invoices = readerFor(actor).rows(publisherInvoice);
  const [invoice] = await ctx.database.db.select({ date: invoices.date, publisher: invoices.publisher }).from(invoices).where(eq(invoices.id, body.invoice));
  if (!invoice) throw invalidField('invoice', 'publishers.invoiceNotFound', { id: body.invoice });
  await serverAnalytics(ctx.config.dataDir);
  return { taskId: await ctx.jobs.enqueue(statisticsExportJob, { publisher: invoice.publisher, month: actMonth(String(invoice.date)).start, type: body.type, userId: actor.id }) };
});

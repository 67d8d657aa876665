/**
 * Publisher reports (API.md "Buying side": `POST publishers/reports/` {date, publisher?, domains}
 * → 201 the report with its `taskId`): creating the row starts its task in the same transaction
 * (state `queued`); the task marks it `running`, builds an .xlsx with one row per publisher (per
 * domain of the one publisher when `domains`) with impressions, clicks and amount of the month —
 * the analytics database's figures and the non-media uploads — and stores it in `file` with the
 * state `success`; a failure leaves the state `error` and fails the task naming the cause.
 */
import Decimal from 'decimal.js';
import { inArray } from 'drizzle-orm';
import { publisher as publisherEntity } from '../../domain/publishers/publisher-entities';
import { publisherReport } from '../../domain/publishers/publisher-reports';
import { sumsByPublisher } from '../../domain/publishers/publisher-invoice-rows';
import { actMonth, type ActMonth } from '../../domain/core/calendar/act-month';
import { roundedMoney } from '../../domain/core/money';
import { serverAnalytics } from '../analytics/analytics';
import { publisherMonthSums } from '../analytics/month-sums';
import { publisherDomainSums } from '../analytics/publisher-domain-sums';
import { defineHooks } from '../items/entity-hooks';
import { items } from '../items/items';
import { systemActor } from '../items/system-actor';
import { readerFor, type Reader } from '../items/readers';
import { defineJob } from '../jobs/job-handlers';
import type { ServerContext } from '../server-context';
import { saveStreamedWorkbook } from '../files/streamed-workbook-file';
import { nonMediaSums, sourceOwners } from './publisher-sources';

export const publisherReportJob = 'publishers.report';

interface ReportLine {
  publisher: string;
  domain?: string;
  impressions: number;
  clicks: number;
  amount: number;
}

/** One line per publisher with figures in the month (only the given one when given). */
async function publisherLines(ctx: ServerContext, reader: Reader, month: ActMonth, publisher: number | null): Promise<ReportLine[]> {
  const analytics = await serverAnalytics(ctx.config.dataDir);
  const figures = await publisherMonthSums(analytics, month.start);
  const db = ctx.database.db;
  const sums = sumsByPublisher([...figures, ...(await nonMediaSums(db, month))], await sourceOwners(db, publisher));
  const publishers = reader.rows(publisherEntity);
  const names = new Map(
    (await db.select({ id: publishers.id, name: publishers.name }).from(publishers).where(inArray(publishers.id, [...sums.keys(), 0]))).map((row) => [Number(row.id), String(row.name)]),
  );
  return [...sums.entries()].map(([id, sum]) => ({ publisher: names.get(id) ?? String(id), impressions: sum.impressions, clicks: sum.clicks, amount: roundedMoney(sum.all).toNumber() }));
}

/** One line per domain of the publisher's sources; its non-media figures (no domain) on a line of their own. */
async function domainLines(ctx: ServerContext, reader: Reader, month: ActMonth, publisher: number): Promise<ReportLine[]> {
  const analytics = await serverAnalytics(ctx.config.dataDir);
  const db = ctx.database.db;
  const owned = await sourceOwners(db, publisher);
  const publishers = reader.rows(publisherEntity);
  const [row] = await db.select({ name: publishers.name }).from(publishers).where(inArray(publishers.id, [publisher]));
  const name = String(row?.name ?? publisher);
  const lines: ReportLine[] = (await publisherDomainSums(analytics, [...owned.keys()], month)).map((figures) => ({ publisher: name, ...figures, amount: Number(figures.amount) }));
  const nonMedia = (await nonMediaSums(db, month)).filter((figures) => owned.has(`NONMEDIA:${figures.sourceId}`));
  if (nonMedia.length) {
    const amount = nonMedia.reduce((total, figures) => total.plus(figures.amount), new Decimal(0));
    lines.push({ publisher: name, domain: 'Non-media', impressions: nonMedia.reduce((total, figures) => total + figures.impressions, 0), clicks: 0, amount: roundedMoney(amount).toNumber() });
  }
  return lines;
}

/** The report's .xlsx, streamed into the file store row by row. */
export function savePublisherReportBook(ctx: ServerContext, lines: readonly ReportLine[], domains: boolean, file: { name: string; userId: number | null }) {
  return saveStreamedWorkbook(ctx.files, file, async (book) => {
    const sheet = book.addWorksheet('Publishers');
    sheet.columns = [
      { header: 'Publisher', key: 'publisher', width: 32 },
      ...(domains ? [{ header: 'Domain', key: 'domain', width: 32 }] : []),
      { header: 'Impressions', key: 'impressions', width: 14 },
      { header: 'Clicks', key: 'clicks', width: 14 },
      { header: 'Amount', key: 'amount', width: 16, style: { numFmt: '#,##0.00' } },
    ];
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    for (const line of lines) sheet.addRow(line).commit();
    sheet.commit();
  });
}

export const publisherReportTask = defineJob(publisherReportJob, async (ctx, data) => {
  const id = Number(data.report);
  const userId = (data.userId as number | null) ?? null;
  const actor = systemActor(userId);
  const reports = items(publisherReport, { ctx, tx: ctx.database.db, actor });
  const reader = readerFor(actor);
  const reportRows = reader.rows(publisherReport);
  const [report] = await ctx.database.db.select().from(reportRows).where(inArray(reportRows.id, [id]));
  if (!report) return { detail: 'The report was deleted' };
  await reports.system.set(id, { state: 'running' }, { touch: false });
  try {
    const month = actMonth(String(report.date));
    const publisher = report.publisher === null ? null : Number(report.publisher);
    const domains = Boolean(report.domains) && publisher !== null;
    const lines = domains ? await domainLines(ctx, reader, month, publisher) : await publisherLines(ctx, reader, month, publisher);
    const saved = await savePublisherReportBook(ctx, lines, domains, { name: `${month.start.slice(0, 7)}_publishers${domains ? '_domains' : ''}.xlsx`, userId });
    await reports.system.set(id, { state: 'success', file: saved.id }, { touch: false });
    return { fileId: saved.id };
  } catch (error) {
    await reports.system.set(id, { state: 'error' }, { touch: false });
    throw error;
  }
});

/** A new report starts its task in the creating transaction: no report without its task, no task without its report. */
export const publisherReportHooks = defineHooks(publisherReport, {
  // Refused at once (400 naming CLICKHOUSE_URL) where the embedded analytics database cannot load.
  async beforeWrite({ ctx, mode }) {
    if (mode === 'create') await serverAnalytics(ctx.config.dataDir);
  },
  async afterWrite({ ctx, actor, tx, mode }, saved) {
    if (mode !== 'create') return;
    const taskId = await ctx.jobs.enqueue(publisherReportJob, { report: saved.id, userId: actor.id }, { executor: tx });
    await items(publisherReport, { ctx, tx, actor }).system.set(saved.id, { state: 'queued', taskId }, { touch: false });
  },
});

/**
 * `POST dmp/exports/` {date, dmp?} (spec 2 §2.3, §7.4; API.md "DMPs"): the month's DMP exports, a
 * declared month generation (jobs/month-generation). Before the transaction it reads the
 * analytics database: the audiences, and the month's `dmp_stats` summed there per DMP and per DMP
 * and audience. In the transaction the audiences are refreshed first, then each DMP (or the given
 * one) gets one export dated the month's first day with `sspBudget` = Σ ssp_amount and
 * `dmpBudget` = Σ dmp_amount and its spreadsheet, replacing its earlier export of that month.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { exportDmps, dmpMessages } from '../../domain/dmps/dmp-actions';
import { dmp, dmpExport } from '../../domain/dmps/dmp-entities';
import type { ActMonth } from '../../domain/core/calendar/act-month';
import type { Analytics } from '../analytics/analytics';
import { dmpAudienceMonthSums, dmpMonthSums, analyticsAudiences, type AnalyticsAudience, type DmpAudienceMonthFigures, type DmpMonthFigures } from '../analytics/dmp-figures';
import { systemReader } from '../items/readers';
import { systemActor } from '../items/system-actor';
import { actionRoute } from '../http/actions/action-route';
import { defineMonthGeneration, type GenerationScope } from '../jobs/month-generation/month-generation';
import { xlsxType } from '../domains/domains-template';
import { writeAudiences } from './audience-refresh';
import { exportBook, exportLines } from './dmp-export-book';

interface DmpRead {
  audiences: AnalyticsAudience[];
  totals: DmpMonthFigures[];
  lines: DmpAudienceMonthFigures[];
}

interface DmpExportFigures {
  exports: Array<{ dmp: number; totals: DmpMonthFigures | undefined; file: number | null }>;
}

async function readDmpMonth(analytics: Analytics, month: ActMonth, scope: GenerationScope): Promise<DmpRead> {
  const dmpText = scope === null ? '' : String(scope);
  const audiences: AnalyticsAudience[] = [];
  for await (const audience of analyticsAudiences(analytics, dmpText)) audiences.push(audience);
  const lines: DmpAudienceMonthFigures[] = [];
  for await (const line of dmpAudienceMonthSums(analytics, month, dmpText)) lines.push(line);
  return { audiences, totals: await dmpMonthSums(analytics, month, dmpText), lines };
}

export const dmpExportGeneration = defineMonthGeneration({
  name: 'dmps.export',
  entity: dmpExport,
  monthField: 'date',
  key: 'dmp',
  scopeField: 'dmp',
  // An export is a picture of the month: a new one always replaces the DMP's earlier one.
  kept: () => sql`false`,
  replace: 'recreate',
  analytics: readDmpMonth,
  async source({ ctx, tx, month, scope, analytics: read, files }): Promise<DmpExportFigures> {
    await writeAudiences(ctx, tx, systemActor(null), read.audiences, scope);
    const dmps = systemReader('every DMP (or the one asked) gets its export of the month').rows(dmp);
    const ours = await tx.select({ id: dmps.id }).from(dmps).where(scope === null ? undefined : eq(dmps.id, scope)).orderBy(asc(dmps.id));
    const exports: DmpExportFigures['exports'] = [];
    for (const { id } of ours) {
      const dmpId = String(id);
      const lines = exportLines(
        read.audiences.filter((audience) => audience.dmpId === dmpId),
        read.lines.filter((line) => line.dmpId === dmpId),
      );
      const saved = files ? await files.save({ name: `${month.start.slice(0, 7)}_DMP_${dmpId}.xlsx`, data: await exportBook(lines), contentType: xlsxType, executor: tx }) : null;
      exports.push({ dmp: Number(id), totals: read.totals.find((row) => row.dmpId === dmpId), file: saved?.id ?? null });
    }
    return { exports };
  },
  rows: ({ exports }, month) =>
    exports.map((row) => ({
      record: { date: month.start, dmp: row.dmp, sspBudget: Number(row.totals?.sspAmount ?? 0), dmpBudget: Number(row.totals?.dmpAmount ?? 0), file: row.file },
    })),
  done: dmpMessages.exported,
});

export const dmpExportRoute = actionRoute(exportDmps, async ({ ctx, actor, body }) => ({
  taskId: await dmpExportGeneration.start(ctx, { date: body.date.length === 7 ? `${body.date}-01` : body.date, scope: body.dmp ?? null, userId: actor.id }),
}));

/**
 * The ERIR statistic rows a month sends: not deleted, with known shows; for a month's save all
 * of them, for an act those of its order, operator and creatives.
 */
import { and, eq, gte, inArray, isNotNull, lt, type SQL } from 'drizzle-orm';
import { entityOf } from '../../domain/registry-kinds';
import type { ActMonth } from '../../domain/core/calendar/act-month';
import type { Executor } from '../db/connection';
import { systemReader } from '../items/readers';
import type { OrdApi } from '../integrations/ord';
import type { StatisticRow } from './statistic-input';

export interface StatisticRowFilter {
  order?: number;
  api?: OrdApi;
  creatives?: number[];
}

export async function statisticRows(db: Executor, month: ActMonth, filter: StatisticRowFilter = {}): Promise<Array<StatisticRow & { api: OrdApi }>> {
  if (filter.creatives && !filter.creatives.length) return [];
  const table = systemReader('a month sends every statistic row it holds, whoever asked for the send').rows(entityOf('statistic'));
  const conditions: SQL[] = [gte(table.date, month.start), lt(table.date, month.next), eq(table.markerDeleted, false), isNotNull(table.volume)];
  if (filter.order !== undefined) conditions.push(eq(table.order, filter.order));
  if (filter.api) conditions.push(eq(table.erirApi, filter.api));
  if (filter.creatives) conditions.push(inArray(table.creative, filter.creatives));
  const rows = await db
    .select()
    .from(table)
    .where(and(...conditions))
    .orderBy(table.id);
  return rows.map((row) => ({
    id: Number(row.id),
    date: String(row.date),
    marker: String(row.marker),
    creative: Number(row.creative),
    order: Number(row.order),
    volume: Number(row.volume),
    metric: (row.metric as string | null) ?? null,
    // A row built before its order had an operator goes through the default one, as the build does.
    api: String(row.erirApi ?? 'VK') as OrdApi,
  }));
}

/**
 * The statistics check flag of a creative (spec 1 §4) changes only while one of its orders is
 * in the current report month and has no statistics of it yet: the same pure rule the order's
 * creatives tab draws with (rules/creative-marker.ts). Otherwise 403 naming the field.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { creative, creativeStatistic } from '../../domain/creatives';
import { order } from '../../domain/sales/orders';
import { markerState } from '../../domain/creatives/creative-marker';
import type { Executor } from '../db/connection';
import { defineHooks } from '../items/entity-hooks';
import { systemReader } from '../items/readers';
import { businessDay } from '../../domain/core/calendar/business-day';
import { refuse } from '../../domain/core/refusals/refusal';


async function flagEditableInSomeOrder(tx: Executor, creativeId: number | null, orderIds: number[]): Promise<boolean> {
  if (!orderIds.length) return false;
  // The rule holds whoever writes the flag, whatever of the orders and statistics they may read.
  const reader = systemReader('whether a creative\'s check flag may change depends on all its orders and statistics');
  const orders = reader.rows(order);
  const statistics = reader.rows(creativeStatistic);
  const rows = await tx.select({ id: orders.id, dateReport: orders.dateReport }).from(orders).where(inArray(orders.id, orderIds));
  const withStatistics = new Set<number>();
  if (creativeId !== null) {
    const found = await tx
      .select({ order: statistics.order })
      .from(statistics)
      .where(and(eq(statistics.creative, creativeId), inArray(statistics.order, orderIds)));
    for (const row of found) withStatistics.add(Number(row.order));
  }
  return rows.some(
    (row) =>
      markerState({
        dateReport: row.dateReport as string | null,
        today: businessDay(),
        statisticDate: withStatistics.has(Number(row.id)) ? (row.dateReport as string) : null,
        needCheckInCh: false,
      }).checkFlagEditable,
  );
}

export const creativeHooks = defineHooks(creative, {
  async beforeWrite({ tx, existing }, model) {
    const before = existing?.needCheckInCh ?? false;
    if (model.needCheckInCh === undefined || model.needCheckInCh === before) return;
    const orderIds = ((model.orders ?? existing?.orders ?? []) as Array<number | string>).map(Number);
    if (await flagEditableInSomeOrder(tx, existing ? Number(existing.id) : null, orderIds)) return;
    throw refuse.forbidden('creatives.checkFlagLocked', {}, { extra: { field: 'needCheckInCh' } });
  },
});

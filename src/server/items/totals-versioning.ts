/**
 * What moves an entity's kept list totals (cached-totals.ts): its own change count in
 * `table_changes` under `<table>:totals`, which triggers add to on an insert, a delete, and an
 * update that sets any column but the declared `notAffectedBy` fields and the update stamp. An
 * edit of an order's comment then leaves the month's kept count and sums standing.
 */
import { getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AnyEntity } from '../../domain/core/entity';
import { tableOf } from '../db/entity-tables';

/** Set by every write and filtered on by nobody's kept list: never a reason to recount. */
const stampFields = ['updatedAt', 'updatedBy'];

export const totalsChangeName = (table: string): string => `${table}:totals`;

/** Fields whose writes leave the kept totals standing; a filter on one is not kept. */
export function totalsUnaffectedFields(entity: AnyEntity): string[] {
  const declared = typeof entity.cachedTotals === 'object' ? entity.cachedTotals.notAffectedBy : [];
  return [...declared, ...stampFields];
}

/** The columns an update must set to move the kept totals: the `update of` list of the trigger. */
export function totalsWatchedColumns(entity: AnyEntity): string[] {
  const unaffected = new Set(totalsUnaffectedFields(entity));
  const columns: Record<string, AnyPgColumn> = getTableColumns(tableOf(entity));
  return Object.entries(columns)
    .filter(([key]) => !unaffected.has(key))
    .map(([, column]) => column.name)
    .sort();
}

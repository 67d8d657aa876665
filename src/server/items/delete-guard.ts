/**
 * What deleting a row does to the rows that point at it, as their fields declare (`onDelete`):
 * `refuse` answers 409 naming the holders with their counts before anything is deleted,
 * `cascade` deletes the holders first (each through the caller's delete: hooks and history),
 * `clear` empties the references and takes the id out of the lists. The foreign keys say the
 * same (entity-tables.ts); stored reference and file lists have none, so this is their keeper.
 * Before that, the entity's declared `deleteGuards` refuse rows the books keep (409 with the
 * guard's code): a paid invoice, an invoice whose month has acts, an act sent to the registry.
 */
import { asc, eq, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { entityFields, type AnyEntity, type DeleteGuard } from '../../domain/core/entity';
import { entities } from '../../domain/core/entities';
import { hasColumn, onDeleteOf, type FieldDef, type OnDelete } from '../../domain/core/fields';
import type { Holder } from '../../domain/core/rules/used-by';
import { refuse, type Refusal } from '../../domain/core/refusals/refusal';
import { isRefusalCode } from '../../domain/core/refusals/refusal-codes';
import { expressionSql } from './field-sql';
import type { Executor } from '../db/connection';
import { tableOf } from '../db/entity-tables';

/** A stored field of some entity that can point at the row being deleted. */
interface HoldingField {
  holder: AnyEntity;
  name: string;
  list: boolean;
  rule: OnDelete;
}

/** The stored fields, over every table, that `points` says may hold a value of the deleted row. */
export function holdingFields(points: (field: FieldDef) => boolean): HoldingField[] {
  return entities
    .filter((holder) => !holder.view)
    .flatMap((holder) =>
      entityFields(holder)
        .filter(([, field]) => hasColumn(field) && points(field))
        .map(([name, field]) => ({ holder, name, list: field.kind === 'reflist' || field.kind === 'filelist', rule: onDeleteOf(field) })),
    );
}

const referencesTo = new Map<string, HoldingField[]>();

/** The reference fields that point at rows of `entity`. */
function referencesOf(entity: AnyEntity): HoldingField[] {
  let found = referencesTo.get(entity.name);
  if (!found) referencesTo.set(entity.name, (found = holdingFields((field) => (field.kind === 'ref' || field.kind === 'reflist') && field.ref === entity.name)));
  return found;
}

/** The id as an item of a stored list (text ids in text[], serial ids in integer[]). */
const listItem = (id: number | string): SQL => (typeof id === 'string' ? sql`${id}::text` : sql`${id}::integer`);

function pointsAt(field: HoldingField, id: number | string): SQL {
  const column = tableOf(field.holder)[field.name] as AnyColumn;
  return field.list ? sql`${column} @> array[${listItem(id)}]` : eq(column, id);
}

/** How many rows of each entity point at `id` through these fields (entities with none left out). */
export async function countHolders(tx: Executor, fields: readonly HoldingField[], id: number | string): Promise<Holder[]> {
  const holders: Holder[] = [];
  for (const holder of new Set(fields.map((field) => field.holder))) {
    const conditions = fields.filter((field) => field.holder === holder).map((field) => pointsAt(field, id));
    const [row] = await tx
      .select({ count: sql<number>`count(*)::integer` })
      .from(tableOf(holder))
      .where(or(...conditions));
    if (Number(row.count) > 0) holders.push({ entity: holder.name, count: Number(row.count) });
  }
  return holders;
}

/** 409 "Used by 12 orders, 3 contracts", with the counts by entity for the reader's language. */
export function usedByError(holders: readonly Holder[]): Refusal {
  return refuse.conflict('entity.usedBy', { holders: Object.fromEntries(holders.map((holder) => [holder.entity, holder.count])) });
}

/** Refuses with 409 when any of these fields holds `id`. */
export async function refuseWhileHeld(tx: Executor, fields: readonly HoldingField[], id: number | string): Promise<void> {
  const holders = await countHolders(tx, fields, id);
  if (holders.length) throw usedByError(holders);
}

/** Runs `clear` on the rows `ids` of `holder` and records what it changed on each (their history). */
export type ClearRecorder = (holder: AnyEntity, ids: Array<number | string>, clear: () => Promise<void>) => Promise<void>;

/**
 * Makes way for deleting row `id` of `entity`: refuses while a `refuse` field holds it, then
 * deletes the `cascade` holders with `deleteHolder` and clears the `clear` ones (through
 * `recordClear` when given, so each cleared row's history says so).
 */
export async function releaseHolders(
  tx: Executor,
  entity: AnyEntity,
  id: number | string,
  deleteHolder: (holder: AnyEntity, holderId: number | string) => Promise<void>,
  recordClear?: ClearRecorder,
): Promise<void> {
  const fields = referencesOf(entity);
  id = entity.idKind === 'text' ? String(id) : Number(id);
  await refuseWhileHeld(
    tx,
    fields.filter((field) => field.rule === 'refuse'),
    id,
  );
  for (const field of fields.filter((each) => each.rule === 'cascade')) {
    const table = tableOf(field.holder);
    const rows = await tx.select({ id: table.id }).from(table).where(pointsAt(field, id)).orderBy(asc(table.id));
    for (const row of rows) await deleteHolder(field.holder, row.id as number | string);
  }
  for (const field of fields.filter((each) => each.rule === 'clear')) {
    const table = tableOf(field.holder);
    const column = table[field.name] as AnyColumn;
    const clear = async () => {
      await tx
        .update(table)
        .set({ [field.name]: field.list ? sql`array_remove(${column}, ${listItem(id)})` : null })
        .where(pointsAt(field, id));
    };
    if (!recordClear) {
      await clear();
      continue;
    }
    const rows = await tx.select({ id: table.id }).from(table).where(pointsAt(field, id)).orderBy(asc(table.id));
    if (rows.length) await recordClear(field.holder, rows.map((row) => row.id as number | string), clear);
  }
}

/** Whether this declared guard holds for the row about to be deleted. */
async function guardHolds(tx: Executor, entity: AnyEntity, guard: DeleteGuard<never>, existing: Record<string, unknown>): Promise<boolean> {
  if (guard.when?.(existing as never)) return true;
  if (!guard.sql) return false;
  const table = tableOf(entity);
  const [row] = await tx
    .select({ holds: sql<boolean>`(${expressionSql(entity, guard.sql)})` })
    .from(table)
    .where(eq(table.id, existing.id as never));
  return row?.holds === true;
}

/** Refuses with 409 and the guard's code when one of the entity's `deleteGuards` keeps the row. */
export async function refuseKeptRow(tx: Executor, entity: AnyEntity, existing: Record<string, unknown>): Promise<void> {
  for (const guard of (entity.deleteGuards ?? []) as ReadonlyArray<DeleteGuard<never>>) {
    if (!(await guardHolds(tx, entity, guard, existing))) continue;
    if (!isRefusalCode(guard.code)) throw new Error(`${entity.name}: delete guard code ${guard.code} is not a registered refusal code`);
    throw refuse.conflict(guard.code, { id: String(existing.id) });
  }
}

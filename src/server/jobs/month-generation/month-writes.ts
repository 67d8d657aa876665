/**
 * The month's writes of a generation, inside its transaction and through the items service
 * (history of every record created, changed or deleted; children in bulk, their entity declared
 * `generated`, without history of their own): the kept records stay as they are and their keys get no new record; the month's
 * other records (within the scope) give way to the new ones, recreated or updated in place.
 */
import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Actor, AnyEntity } from '../../../domain/core/entity';
import type { Fields } from '../../../domain/core/fields';
import type { ActMonth } from '../../../domain/core/calendar/act-month';
import type { Executor } from '../../db/connection';
import type { ServerContext } from '../../server-context';
import { items } from '../../items/items';
import { systemReader } from '../../items/readers';
import { feedsRollups } from '../../items/rollups';
import type { GeneratedRow, GenerationCounts, GenerationScope, MonthGenerationDef } from './month-generation-def';

type Def = MonthGenerationDef<Fields, Fields, unknown, unknown>;
type Row = GeneratedRow<Fields, Fields>;
type Values = Record<string, unknown>;

const monthRecords = systemReader('a month generation keeps or replaces every record of its month, whoever started it');

const keyText = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

export interface MonthWrite {
  ctx: ServerContext;
  def: Def;
  month: ActMonth;
  scope: GenerationScope;
  actor: Actor;
}

/** The month's records of the scope, as a condition. */
function monthCondition({ def, month, scope }: MonthWrite): SQL {
  const table = monthRecords.rows(def.entity as AnyEntity);
  const inMonth = and(gte(table[def.monthField], month.start), lt(table[def.monthField], month.next))!;
  if (scope === null) return inMonth;
  if (!def.scopeField) throw new Error(`The month generation ${def.name} declares no scope field`);
  return and(inMonth, eq(table[def.scopeField], scope))!;
}

/** A row the rule made outside the month or the scope would escape the next generation: a mistake of the declaration. */
function checkRow(write: MonthWrite, row: Row): void {
  const { def, month, scope } = write;
  const date = keyText(row.record[def.monthField]);
  if (date < month.start || date >= month.next) throw new Error(`The month generation ${def.name} made a record dated ${date || 'nothing'} outside ${month.start}`);
  if (scope !== null && def.scopeField && keyText(row.record[def.scopeField]) !== String(scope)) throw new Error(`The month generation ${def.name} made a record outside its scope ${scope}`);
}

/** Children of the given parents (a condition on the parents' table), removed in one statement. */
async function deleteChildren(tx: Executor, write: MonthWrite, parents: SQL): Promise<void> {
  const { ctx, def, actor } = write;
  if (!def.children) return;
  const table = monthRecords.rows(def.entity as AnyEntity);
  const childTable = monthRecords.rows(def.children.entity as AnyEntity);
  const parentIds = tx.select({ id: table.id }).from(table).where(parents);
  await items(def.children.entity as AnyEntity, { ctx, actor, tx }).system.delete(inArray(childTable[def.children.via], parentIds));
}

async function insertChildren(tx: Executor, write: MonthWrite, parents: ReadonlyArray<{ id: unknown; row: Row }>): Promise<void> {
  const { ctx, def, actor } = write;
  if (!def.children) return;
  const via = def.children.via;
  const children = parents.flatMap(({ id, row }) => (row.children ?? []).map((child) => ({ ...(child as Values), [via]: id })));
  await items(def.children.entity as AnyEntity, { ctx, actor, tx }).system.insert(children);
}

export async function writeMonth(tx: Executor, write: MonthWrite, rows: readonly Row[]): Promise<GenerationCounts> {
  const { ctx, def, actor } = write;
  // The conditions below are written on the reader's rows, named as the table: the deletes take them as they are.
  const table = monthRecords.rows(def.entity as AnyEntity);
  const records = items(def.entity as AnyEntity, { ctx, actor, tx }).system;
  const inScope = monthCondition(write);
  const keptCondition = def.kept(table);

  const keptKeys = new Set((await tx.select({ key: table[def.key] }).from(table).where(and(inScope, keptCondition))).map((row) => keyText(row.key)));
  for (const row of rows) checkRow(write, row);
  const planned = rows.filter((row) => !keptKeys.has(keyText(row.record[def.key])));
  // A condition that is null for a record (no status yet) does not keep it.
  const replaceable = and(inScope, sql`not coalesce(${keptCondition}, false)`)!;

  if (def.replace === 'recreate') {
    await deleteChildren(tx, write, replaceable);
    const replaced = await records.delete(replaceable);
    const created = await records.insert(planned.map((row) => row.record as Values));
    await insertChildren(tx, write, created.map((record, index) => ({ id: record.id, row: planned[index] })));
    return { created: created.length, replaced: replaced.length, kept: keptKeys.size };
  }

  // Locked as read (a lock on the reader's rows locks the table's).
  const existing = await tx.select({ id: table.id, key: table[def.key] }).from(table).where(replaceable).orderBy(table.id).for('update');
  const idOfKey = new Map(existing.map((record) => [keyText(record.key), record.id as number | string]));
  const updated: Array<{ id: unknown; row: Row }> = [];
  const fresh: Row[] = [];
  for (const row of planned) {
    const id = idOfKey.get(keyText(row.record[def.key]));
    if (id === undefined) fresh.push(row);
    else {
      idOfKey.delete(keyText(row.record[def.key]));
      updated.push({ id, row });
    }
  }
  const gone = [...idOfKey.values()];
  if (gone.length) {
    await deleteChildren(tx, write, inArray(table.id, gone));
    await records.delete(inArray(table.id, gone));
  }
  if (updated.length) await deleteChildren(tx, write, inArray(table.id, updated.map((u) => u.id)));
  // Rows of an entity that feeds no rollup are updated in one pass with their history; the others one by one.
  if (feedsRollups(def.entity as AnyEntity)) for (const { id, row } of updated) await records.set(id as number | string, row.record as Values, { touch: true });
  else await records.setEach(updated.map(({ id, row }) => ({ id: id as number | string, values: row.record as Values })), { touch: true });
  const created = await records.insert(fresh.map((row) => row.record as Values));
  await insertChildren(tx, write, [...updated, ...created.map((record, index) => ({ id: record.id, row: fresh[index] }))]);
  return { created: created.length, replaced: updated.length + gone.length, kept: keptKeys.size };
}

/**
 * Computed fields kept right inside the write that changes them (DESIGN.md: no stale sums, no
 * nightly job): `rollup` fields aggregate the rows pointing at a record, `derived` fields come
 * from the entity's `derive(model)`. A write to a product updates its order's sums, the
 * order's derived payment status, and so on up the chain, in the same transaction.
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
import { entityFields, type AnyEntity, type ModelOf } from '../../domain/core/entity';
import { entities, entitiesByName } from '../../domain/core/entities';
import type { Computed, FieldDef, Fields } from '../../domain/core/fields';
import type { Executor } from '../db/connection';
import { bulkUpdate } from '../db/bulk-update';
import { tableOf } from '../db/entity-tables';
import type { EntityRecord } from './entity-hooks';
import { readMany } from './entity-reader';
import { sameValue } from './same-value';
import { memoizedBy } from '../../domain/core/memoized-by';

type Rollup = Extract<Computed, { rollup: unknown }>;

const rollupsOf = memoizedBy((entity: AnyEntity): Array<[string, Rollup]> =>
  entityFields(entity).flatMap(([name, field]) => (field.computed && 'rollup' in field.computed ? [[name, field.computed] as [string, Rollup]] : [])),
);

/** The SQL that recomputes one rollup field of the parent's row. */
function rollupValue(parent: AnyEntity, rollup: Rollup): SQL {
  const parentTable = tableOf(parent);
  const child = tableOf(entitiesByName[rollup.of]);
  const column = rollup.field ? child[rollup.field] : undefined;
  const aggregate =
    rollup.rollup === 'count'
      ? sql`count(*)`
      : rollup.rollup === 'sum'
        ? sql`coalesce(sum(${column}), 0)`
        : sql`${sql.raw(rollup.rollup)}(${column})`;
  return sql`(select ${aggregate} from ${child} where ${child[rollup.via]} = ${parentTable.id})`;
}

/** Recompute the rollups of these rows of `entity`, then its derived fields, then upwards. */
export async function refreshComputed(tx: Executor, entity: AnyEntity, ids: Array<number | string>): Promise<void> {
  if (!ids.length) return;
  const table = tableOf(entity);
  const rollups = rollupsOf(entity);
  if (rollups.length) {
    const set = Object.fromEntries(rollups.map(([name, rollup]) => [name, rollupValue(entity, rollup)]));
    await tx.update(table).set(set).where(inArray(table.id, ids));
  }
  // Nothing derived and no rollup above: the rows need not be read (a bulk create of platforms).
  if (!entity.derive && !feedsRollups(entity)) return;
  const records = await readMany(tx, entity, ids);
  const changed: Array<{ id: number | string; values: Record<string, unknown> }> = [];
  for (const record of records) {
    const derived = derivedChanges(entity, record);
    if (!Object.keys(derived).length) continue;
    changed.push({ id: record.id!, values: derived });
    Object.assign(record, derived);
  }
  await bulkUpdate(tx, table, changed);
  await refreshParents(tx, entity, records);
}

/** The derived values that differ from the stored ones. */
export function derivedChanges(entity: AnyEntity, record: EntityRecord): Record<string, unknown> {
  if (!entity.derive) return {};
  const values = entity.derive(record as ModelOf<Fields>) as Record<string, unknown>;
  const changes: Record<string, unknown> = {};
  for (const [name, field] of entityFields(entity)) {
    if (!(field.computed && 'derived' in field.computed) || !(name in values)) continue;
    if (!sameValue(field as FieldDef, values[name], record[name])) changes[name] = values[name];
  }
  return changes;
}

/** The entities whose rollups aggregate rows of `entity`, each with the references it follows. */
const parentLists = new WeakMap<AnyEntity, { declared: number; list: Array<{ parent: AnyEntity; vias: Set<string> }> }>();

/** The entities whose rollups this one's rows feed, and through which of its fields (built once per entity and set of declarations: a test may declare more). */
function rollupParents(entity: AnyEntity): Array<{ parent: AnyEntity; vias: Set<string> }> {
  const known = parentLists.get(entity);
  if (known?.declared === entities.length) return known.list;
  const owner = entity.view ? entity.view.of : entity.name;
  const list = entities.flatMap((parent) => {
    if (parent.view) return [];
    const vias = new Set(rollupsOf(parent).filter(([, r]) => r.of === owner).map(([, r]) => r.via));
    return vias.size ? [{ parent, vias }] : [];
  });
  parentLists.set(entity, { declared: entities.length, list });
  return list;
}

export function feedsRollups(entity: AnyEntity): boolean {
  return rollupParents(entity).length > 0;
}

/**
 * Lock the rows whose rollups these rows feed, before writing them: two writes to products of
 * one order then queue, and the second recomputes the order's sums from what the first
 * committed (a sum computed from a snapshot taken before the first committed would lose it).
 */
export async function lockRollupParents(tx: Executor, entity: AnyEntity, records: Array<EntityRecord | null>): Promise<void> {
  for (const { parent, vias } of rollupParents(entity)) {
    const ids = new Set<number | string>();
    for (const record of records) for (const via of vias) if (record?.[via] !== null && record?.[via] !== undefined) ids.add(record[via] as number | string);
    if (!ids.size) continue;
    const table = tableOf(parent);
        await tx.select({ id: table.id }).from(table).where(inArray(table.id, [...ids])).orderBy(table.id).for('update');
  }
}

/** After rows of `entity` changed (their state before and after), refresh every rollup over them. */
export async function refreshParents(tx: Executor, entity: AnyEntity, changed: Array<EntityRecord | null>): Promise<void> {
  for (const { parent, vias } of rollupParents(entity)) {
    const ids = new Set<number | string>();
    for (const record of changed) for (const via of vias) if (record?.[via] !== null && record?.[via] !== undefined) ids.add(record[via] as number | string);
    await refreshComputed(tx, parent, [...ids]);
  }
}

/** The change history of API.md: who, when, which fields from what to what. */
import { entityFields, type Actor, type AnyEntity } from '../../domain/core/entity';
import type { Executor } from '../db/connection';
import { bulkInsert } from '../db/bulk-insert';
import { entityHistory } from '../db/system-tables';
import type { EntityRecord } from './entity-hooks';
import { authorId } from './system-actor';

/** History is kept under the entity that owns the rows: a view's writes show in its base's history. */
export function historyEntityName(entity: AnyEntity): string {
  return entity.view ? entity.view.of : entity.name;
}

function changesBetween(before: EntityRecord | null, after: EntityRecord | null, fields: string[]): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const name of fields) {
    const from = before?.[name] ?? null;
    const to = after?.[name] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[name] = [from, to];
  }
  return changes;
}

export async function recordHistory(
  tx: Executor,
  entity: AnyEntity,
  action: 'create' | 'update' | 'delete',
  actor: Actor,
  before: EntityRecord | null,
  after: EntityRecord | null,
): Promise<void> {
  const fields = entityFields(entity).map(([name]) => name);
  const changes = changesBetween(before, after, fields);
  if (action === 'update' && !Object.keys(changes).length) return;
  const recordId = String((after ?? before)!.id);
  await tx.insert(entityHistory).values({ entity: historyEntityName(entity), recordId, action, userId: authorId(actor), changes });
}

/** The history of many rows at once, in chunked inserts: `[before, after]` per row, as `recordHistory`. */
export async function recordHistoryMany(
  tx: Executor,
  entity: AnyEntity,
  action: 'create' | 'update' | 'delete',
  actor: Actor,
  pairs: ReadonlyArray<[EntityRecord | null, EntityRecord | null]>,
): Promise<void> {
  const fields = entityFields(entity).map(([name]) => name);
  const rows = pairs
    .map(([before, after]) => ({ recordId: String((after ?? before)!.id), changes: changesBetween(before, after, fields) }))
    .filter((row) => action !== 'update' || Object.keys(row.changes).length)
    .map((row) => ({ entity: historyEntityName(entity), action, userId: authorId(actor), ...row }));
  await bulkInsert(tx, entityHistory, rows);
}

/** The change history of API.md: who, when, which fields from what to what. */
import { and, desc, eq } from 'drizzle-orm';
import { entityFields, type Actor, type AnyEntity } from '../../domain/core/entity';
import { userEntity } from '../../domain/core/entities';
import type { Executor } from '../db/connection';
import { bulkInsert } from '../db/bulk-insert';
import { tableOf } from '../db/entity-tables';
import { entityHistory } from '../db/system-tables';
import type { EntityRecord } from './entity-hooks';
import { authorId } from './system-actor';

/** History is kept under the entity that owns the rows: a view's writes show in its base's history. */
export function historyEntityName(entity: AnyEntity): string {
  return entity.view ? entity.view.of : entity.name;
}

/** A recorded field and, for a reference, the key of its display text in the record (`brandName`). */
interface RecordedField {
  name: string;
  textKey?: string;
}

/** Fields a change records: stored values people set, not the ones worked out from other rows (rollups, derived, SQL). */
export function recordedFields(entity: AnyEntity): RecordedField[] {
  const declared = entityFields(entity);
  const names = new Set(declared.map(([name]) => name));
  return declared
    .filter(([, field]) => !field.computed || 'hooks' in field.computed)
    .map(([name, field]) => {
      const textKey = field.kind === 'ref' ? `${name}Name` : field.kind === 'reflist' ? `${name}Names` : undefined;
      return textKey && !names.has(textKey) ? { name, textKey } : { name };
    });
}

/**
 * `{field: [from, to]}` of the fields that differ; a changed reference also carries its display
 * texts as of the change under its text key (`brandName: ["Old", "New"]`), as lists answer them.
 */
function changesBetween(before: EntityRecord | null, after: EntityRecord | null, fields: RecordedField[]): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const { name, textKey } of fields) {
    const from = before?.[name] ?? null;
    const to = after?.[name] ?? null;
    if (JSON.stringify(from) === JSON.stringify(to)) continue;
    changes[name] = [from, to];
    if (textKey && ((before && textKey in before) || (after && textKey in after))) {
      changes[textKey] = [from === null ? null : (before?.[textKey] ?? null), to === null ? null : (after?.[textKey] ?? null)];
    }
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
  const fields = recordedFields(entity);
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
  const fields = recordedFields(entity);
  const rows = pairs
    .map(([before, after]) => ({ recordId: String((after ?? before)!.id), changes: changesBetween(before, after, fields) }))
    .filter((row) => action !== 'update' || Object.keys(row.changes).length)
    .map((row) => ({ entity: historyEntityName(entity), action, userId: authorId(actor), ...row }));
  await bulkInsert(tx, entityHistory, rows);
}

/** One change of a record as the history call answers it (API.md). */
export interface HistoryEntry {
  id: number;
  action: string;
  user: number | null;
  userName: string | null;
  at: string;
  changes: unknown;
}

/** A record's last 1,000 changes, newest first, each with its author's name. */
export async function readHistory(db: Executor, entity: AnyEntity, id: number | string): Promise<HistoryEntry[]> {
  const users = tableOf(userEntity());
  const rows = await db
    .select({ id: entityHistory.id, action: entityHistory.action, userId: entityHistory.userId, userName: users.fullName, at: entityHistory.at, changes: entityHistory.changes })
    .from(entityHistory)
    .leftJoin(users, eq(users.id, entityHistory.userId))
    .where(and(eq(entityHistory.entity, historyEntityName(entity)), eq(entityHistory.recordId, String(id))))
    .orderBy(desc(entityHistory.id))
    .limit(1000);
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    user: row.userId,
    userName: (row.userName as string | null) ?? null,
    at: new Date(row.at).toISOString(),
    changes: row.changes,
  }));
}

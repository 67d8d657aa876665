/**
 * New rows as a read-back would answer them for their history, without reading them back: the
 * models as written (their stored fields, which the insert took as they are) with their ids and
 * the display texts of their references (`platformName`, `tagsNames`), read in one statement per
 * reference field. Reading thousands of rows back only to record them cost an upload as much as
 * inserting them. Only where the models hold nothing a read would answer otherwise: no afterWrite
 * hook (it may change the rows), no inverse lists or files (read from other tables), and no value
 * whose text the database would answer in another form (instants, dates, numerics, JSON).
 */
import { sql } from 'drizzle-orm';
import { entityFields, type AnyEntity } from '../../domain/core/entity';
import { entitiesByName } from '../../domain/core/entities';
import { hasColumn, type FieldKind } from '../../domain/core/fields';
import type { Executor } from '../db/connection';
import { tableOf } from '../db/entity-tables';
import { rowsOf } from '../db/raw-rows';
import type { EntityRecord } from './entity-hooks';
import { fillReferenceListNames, idsCondition } from './entity-reader';
import { displaySql } from './field-sql';

/** Kinds whose stored value a read answers in the same JSON as the model holds it. */
const sameWhenRead = new Set<FieldKind>(['string', 'text', 'int', 'boolean', 'enum', 'enumlist', 'ref', 'reflist', 'list', 'url']);

/** Whether `writtenRecords` answers these models as a read-back would (else read them back). */
export function recordableAsWritten(entity: AnyEntity, models: readonly EntityRecord[], hasAfterWrite: boolean): boolean {
  if (hasAfterWrite) return false;
  return entityFields(entity).every(([name, field]) => {
    if (field.kind === 'file' || field.kind === 'filelist' || (field.kind === 'reflist' && field.inverse)) return false;
    return !hasColumn(field) || sameWhenRead.has(field.kind) || models.every((model) => model[name] === undefined || model[name] === null);
  });
}

/** The models with their ids and reference texts, their stored fields only (as `readMany` answers them, less computed and audit values). */
export async function writtenRecords(tx: Executor, entity: AnyEntity, models: readonly EntityRecord[], ids: ReadonlyArray<number | string>): Promise<EntityRecord[]> {
  const stored = entityFields(entity).filter(([, field]) => hasColumn(field));
  const records: EntityRecord[] = models.map((model, index) => {
    const record: EntityRecord = { id: ids[index] };
    for (const [name] of stored) record[name] = model[name] ?? null;
    return record;
  });
  for (const [name, field] of stored) {
    if (field.kind !== 'ref') continue;
    const target = entitiesByName[field.ref];
    if (target.display === 'id') continue;
    const wanted = [...new Set(records.map((record) => record[name]).filter((id) => id !== null))];
    const texts = new Map<unknown, unknown>();
    if (wanted.length) {
      const table = tableOf(target);
      const rows = await rowsOf<{ id: unknown; t: unknown }>(tx, sql`select ${table.id} as id, ${displaySql(target)} as t from ${table} where ${idsCondition(target, wanted)}`);
      for (const row of rows) texts.set(String(row.id), row.t);
    }
    for (const record of records) record[`${name}Name`] = record[name] === null ? null : (texts.get(String(record[name])) ?? null);
  }
  await fillReferenceListNames(tx, entity, records);
  return records;
}

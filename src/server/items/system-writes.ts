/**
 * Writes the system makes on stored values, past the editor's model checks and hooks: an
 * operator's ids on a sent record, a month's generated acts or statistics rows, a due date that
 * follows its contract. Each value given is checked by its field's kind, limits and rules
 * (given-values.ts): a value the API would refuse is refused here too, nothing written. Each records history with its actor unless the declarations say the values are the
 * machine's (`recordsHistory`); `touch` says whether it moves the rows' `updatedAt`. Rollups over
 * the rows are kept either way. Only the items service calls these (`items(entity, scope).system`).
 */
import { inArray, is, SQL } from 'drizzle-orm';
import { entityFields, type Actor, type AnyEntity } from '../../domain/core/entity';
import { isNumericKind, type FieldDef } from '../../domain/core/fields';
import { bulkInsert } from '../db/bulk-insert';
import { bulkUpdate } from '../db/bulk-update';
import type { Executor } from '../db/connection';
import { givenValueErrors } from '../../domain/core/validation/given-values';
import { refuse } from '../../domain/core/refusals/refusal';
import { tableOf } from '../db/entity-tables';
import type { EntityRecord } from './entity-hooks';
import { readMany } from './entity-reader';
import { recordHistoryMany } from './history';
import { feedsRollups, lockRollupParents, refreshParents } from './rollups';
import { authorId } from './system-actor';

export interface SystemSetOptions {
  /** Move `updatedAt`/`updatedBy` (a person's change), or leave them (a computed value). */
  touch: boolean;
}

/** A field the system writes without history: declared machine state, a rollup or a derived value. */
function machineField(field: FieldDef | undefined): boolean {
  return !!field && (!!field.systemKept || (!!field.computed && ('rollup' in field.computed || 'derived' in field.computed)));
}

/**
 * Whether a system write records history: always, unless the declarations say what it writes is
 * the machine's — rows of a `generated` entity inserted or deleted, or values of machine fields
 * only set.
 */
export function recordsHistory(entity: AnyEntity, write: 'set' | 'insert' | 'delete', names: Iterable<string> = []): boolean {
  if (write !== 'set') return !entity.generated;
  const fields = entity.fields as Record<string, FieldDef>;
  for (const name of names) if (!machineField(fields[name])) return true;
  return false;
}

/** A stored row as the API shows it (numbers for numeric columns), for the history. */
function asRecord(entity: AnyEntity, row: Record<string, unknown>, numeric = numericFields(entity)): EntityRecord {
  const record: EntityRecord = { ...row };
  for (const name of numeric) {
    if (record[name] !== null && record[name] !== undefined) record[name] = Number(record[name]);
  }
  return record;
}

function numericFields(entity: AnyEntity): string[] {
  return entityFields(entity)
    .filter(([, field]) => isNumericKind(field.kind))
    .map(([name]) => name);
}

async function idsWhere(tx: Executor, entity: AnyEntity, where: SQL): Promise<Array<number | string>> {
  const table = tableOf(entity);
  const rows = await tx.select({ id: table.id }).from(table).where(where).orderBy(table.id).for('update');
  return rows.map((row) => row.id as number | string);
}

/** Refuse (400, by field, the first named in the detail a task shows) values their fields' declarations do not allow. */
function requireValid(entity: AnyEntity, values: Record<string, unknown>): void {
  // A value the database computes (`date_end + 30`) is the statement's, typed by its column.
  const given = Object.values(values).some((value) => is(value, SQL)) ? Object.fromEntries(Object.entries(values).filter(([, value]) => !is(value, SQL))) : values;
  const found = givenValueErrors(entity, given);
  if (!found) return;
  const [field, reasons] = Object.entries(found.errors)[0];
  const extra = Object.keys(found.errorCodes).length ? { errorCodes: found.errorCodes } : undefined;
  throw refuse.invalid('entity.valueRefused', { field, reason: reasons[0] }, { errors: found.errors, extra });
}

/** Set stored values on the rows matching `where`; answers how many rows it set. */
export async function setStored(tx: Executor, entity: AnyEntity, actor: Actor, where: SQL, values: Record<string, unknown>, options: SystemSetOptions): Promise<number> {
  requireValid(entity, values);
  const table = tableOf(entity);
  const feeds = feedsRollups(entity);
  if (feeds) await lockRollupParents(tx, entity, await readMany(tx, entity, await idsWhere(tx, entity, where)));
  const ids = await idsWhere(tx, entity, where);
  if (!ids.length) return 0;
  const history = recordsHistory(entity, 'set', Object.keys(values));
  const before = history || feeds ? await readMany(tx, entity, ids) : [];
  const audit = options.touch ? { updatedBy: authorId(actor), updatedAt: new Date().toISOString() } : {};
  await tx.update(table).set({ ...values, ...audit }).where(inArray(table.id, ids));
  const after = history || feeds ? await readMany(tx, entity, ids) : [];
  if (feeds) await refreshParents(tx, entity, [...before, ...after]);
  if (history) await recordHistoryMany(tx, entity, 'update', actor, before.map((record, index) => [record, after[index]]));
  return ids.length;
}

/**
 * Set each row's own stored values (figures the system computed, row by row) in one pass; their
 * changes are recorded together (unless all the fields are the machine's), `touch` moves their
 * `updatedAt`. Not for entities that feed rollups.
 */
export async function setEachStored(
  tx: Executor,
  entity: AnyEntity,
  actor: Actor,
  rows: ReadonlyArray<{ id: number | string; values: Record<string, unknown> }>,
  options: SystemSetOptions,
): Promise<number> {
  if (feedsRollups(entity)) throw new Error(`${entity.name} feeds rollups: set its rows through setStored`);
  for (const row of rows) requireValid(entity, row.values);
  const ids = rows.map((row) => row.id);
  const history = recordsHistory(entity, 'set', new Set(rows.flatMap((row) => Object.keys(row.values))));
  const before = history && ids.length ? await readMany(tx, entity, ids) : [];
  const audit = options.touch ? { updatedBy: authorId(actor), updatedAt: new Date().toISOString() } : {};
  await bulkUpdate(tx, tableOf(entity), rows.map((row) => ({ id: row.id, values: { ...row.values, ...audit } })));
  if (before.length) {
    const after = new Map((await readMany(tx, entity, ids)).map((record) => [String(record.id), record]));
    await recordHistoryMany(tx, entity, 'update', actor, before.map((record) => [record, after.get(String(record.id)) ?? null]));
  }
  return rows.length;
}

/** Insert stored rows as they are (the system made them); answers them with their ids. */
export async function insertStored(tx: Executor, entity: AnyEntity, actor: Actor, rows: ReadonlyArray<Record<string, unknown>>): Promise<EntityRecord[]> {
  if (!rows.length) return [];
  for (const row of rows) requireValid(entity, row);
  const now = new Date().toISOString();
  const author = authorId(actor);
  const stored = rows.map((row) => ({ ...row, createdBy: author, updatedBy: author, createdAt: now, updatedAt: now }));
  const inserted = await bulkInsert<{ id: number | string }>(tx, tableOf(entity), stored, ['id']);
  // A serial id is drawn row by row in the statement's order: the ids sorted are the rows' ids.
  const ids = entity.idKind === 'text' ? rows.map((row) => row.id as string) : inserted.map((row) => Number(row.id)).sort((a, b) => a - b);
  const numeric = numericFields(entity);
  const created = stored.map((row, index) => asRecord(entity, { id: ids[index], ...row }, numeric));
  if (feedsRollups(entity)) await refreshParents(tx, entity, created);
  if (recordsHistory(entity, 'insert')) await recordHistoryMany(tx, entity, 'create', actor, created.map((record) => [null, record]));
  return created;
}

/** Delete the rows matching `where`; answers them as they were. */
export async function deleteStored(tx: Executor, entity: AnyEntity, actor: Actor, where: SQL): Promise<EntityRecord[]> {
  const table = tableOf(entity);
  if (feedsRollups(entity)) await lockRollupParents(tx, entity, await readMany(tx, entity, await idsWhere(tx, entity, where)));
  const deleted = (await tx.delete(table).where(where).returning()).map((row) => asRecord(entity, row));
  if (feedsRollups(entity)) await refreshParents(tx, entity, deleted);
  if (recordsHistory(entity, 'delete') && deleted.length) await recordHistoryMany(tx, entity, 'delete', actor, deleted.map((record) => [record, null]));
  return deleted;
}

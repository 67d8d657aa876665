/**
 * Writes the system makes on stored values, past the editor's model checks: an operator's ids on
 * a sent record, a month's generated acts or statistics rows, a due date that follows its
 * contract. Each value given is checked by its field's kind, limits and rules (given-values.ts):
 * a value the API would refuse is refused here too, nothing written. The area's hooks run on
 * each row as on a person's write, told it is the system's (system-hooks.ts), and what they add
 * is checked the same way. Each records history with its actor unless the declarations say the
 * values are the machine's (`recordsHistory`); `touch` says whether it moves the rows'
 * `updatedAt`. Rollups over the rows are kept either way. Only the items service calls these
 * (`items(entity, scope).system`).
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
import { runAfterWrite, runBeforeDelete, valuesAfterBeforeWrite, writesThroughHooks, type SystemHooks } from './system-hooks';

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

function givesSql(values: Record<string, unknown>): boolean {
  return Object.values(values).some((value) => is(value, SQL));
}

/** Each row its own values, in one statement per set of columns. */
async function updateEach(tx: Executor, entity: AnyEntity, rows: ReadonlyArray<{ id: number | string; values: Record<string, unknown> }>): Promise<void> {
  const bySignature = new Map<string, Array<{ id: number | string; values: Record<string, unknown> }>>();
  for (const row of rows) {
    const signature = Object.keys(row.values).sort().join(',');
    bySignature.set(signature, [...(bySignature.get(signature) ?? []), row]);
  }
  for (const group of bySignature.values()) await bulkUpdate(tx, tableOf(entity), group);
}

/** The rows' values once their `beforeWrite` hooks ran, each checked as the values given are. */
async function hookedValues(run: SystemHooks, tx: Executor, entity: AnyEntity, actor: Actor, rows: ReadonlyArray<{ existing: EntityRecord | null; values: Record<string, unknown> }>) {
  const completed = await valuesAfterBeforeWrite(run, tx, entity, actor, rows);
  for (const values of completed) requireValid(entity, values);
  return completed;
}

const namesOf = (rows: ReadonlyArray<Record<string, unknown>>): Set<string> => new Set(rows.flatMap((values) => Object.keys(values)));

/** Set stored values on the rows matching `where`; answers how many rows it set. */
export async function setStored(
  tx: Executor,
  entity: AnyEntity,
  actor: Actor,
  where: SQL,
  values: Record<string, unknown>,
  options: SystemSetOptions,
  run: SystemHooks,
): Promise<number> {
  requireValid(entity, values);
  const hooked = writesThroughHooks(run);
  if (hooked && givesSql(values)) throw new Error(`${entity.name} has hooks: the system gives its rows values, not statements`);
  const table = tableOf(entity);
  const feeds = feedsRollups(entity);
  if (feeds) await lockRollupParents(tx, entity, await readMany(tx, entity, await idsWhere(tx, entity, where)));
  const ids = await idsWhere(tx, entity, where);
  if (!ids.length) return 0;
  const audit = options.touch ? { updatedBy: authorId(actor), updatedAt: new Date().toISOString() } : {};
  if (hooked) {
    const before = await readMany(tx, entity, ids);
    const completed = await hookedValues(run, tx, entity, actor, before.map((existing) => ({ existing, values })));
    await updateEach(tx, entity, before.map((record, index) => ({ id: record.id!, values: { ...completed[index], ...audit } })));
    await afterSet(tx, entity, actor, run, before, recordsHistory(entity, 'set', namesOf(completed)));
    return ids.length;
  }
  const history = recordsHistory(entity, 'set', Object.keys(values));
  const before = history || feeds ? await readMany(tx, entity, ids) : [];
  await tx.update(table).set({ ...values, ...audit }).where(inArray(table.id, ids));
  if (history || feeds) await afterSet(tx, entity, actor, run, before, history);
  return ids.length;
}

/** What follows a set of rows read as `before`: their rollups' parents, their `afterWrite` hooks, their history. */
async function afterSet(tx: Executor, entity: AnyEntity, actor: Actor, run: SystemHooks, before: EntityRecord[], history: boolean): Promise<void> {
  const ids = before.map((record) => record.id!);
  let after = await readMany(tx, entity, ids);
  if (feedsRollups(entity)) await refreshParents(tx, entity, [...before, ...after]);
  if (run.hooks.afterWrite) {
    await runAfterWrite(run, tx, entity, actor, before.map((record, index) => [record, after[index]]));
    if (history) after = await readMany(tx, entity, ids);
  }
  if (history) await recordHistoryMany(tx, entity, 'update', actor, before.map((record, index) => [record, after[index] ?? null]));
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
  run: SystemHooks,
): Promise<number> {
  if (feedsRollups(entity)) throw new Error(`${entity.name} feeds rollups: set its rows through setStored`);
  if (!rows.length) return 0;
  const ids = rows.map((row) => row.id);
  const hooked = writesThroughHooks(run);
  // Rows through hooks are checked as the hooks completed them.
  if (!hooked) for (const row of rows) requireValid(entity, row.values);
  let completed = rows.map((row) => row.values);
  let history = recordsHistory(entity, 'set', namesOf(completed));
  const before = history || hooked ? await readMany(tx, entity, ids) : [];
  if (hooked) {
    if (before.length !== rows.length) throw new Error(`${entity.name}: a system write names rows that are not stored`);
    completed = await hookedValues(run, tx, entity, actor, before.map((existing, index) => ({ existing, values: rows[index].values })));
    history = recordsHistory(entity, 'set', namesOf(completed));
  }
  const audit = options.touch ? { updatedBy: authorId(actor), updatedAt: new Date().toISOString() } : {};
  await updateEach(tx, entity, rows.map((row, index) => ({ id: row.id, values: { ...completed[index], ...audit } })));
  if (history || run.hooks.afterWrite) await afterSet(tx, entity, actor, run, before, history);
  return rows.length;
}

/** Rows of different columns (a hook completed some) one by one, in their order; the others in one statement. */
async function insertRows(tx: Executor, entity: AnyEntity, rows: ReadonlyArray<Record<string, unknown>>): Promise<Array<{ id: number | string }>> {
  const signatures = new Set(rows.map((row) => Object.keys(row).sort().join(',')));
  if (signatures.size <= 1) return bulkInsert<{ id: number | string }>(tx, tableOf(entity), rows, ['id']);
  const inserted: Array<{ id: number | string }> = [];
  for (const row of rows) inserted.push(...(await bulkInsert<{ id: number | string }>(tx, tableOf(entity), [row], ['id'])));
  return inserted;
}

/** Insert stored rows as they are (the system made them); answers them with their ids. */
export async function insertStored(tx: Executor, entity: AnyEntity, actor: Actor, rows: ReadonlyArray<Record<string, unknown>>, run: SystemHooks): Promise<EntityRecord[]> {
  if (!rows.length) return [];
  const hooked = writesThroughHooks(run);
  // Rows through hooks are checked as the hooks completed them.
  if (!hooked) for (const row of rows) requireValid(entity, row);
  const completed = hooked ? await hookedValues(run, tx, entity, actor, rows.map((values) => ({ existing: null, values }))) : rows;
  const now = new Date().toISOString();
  const author = authorId(actor);
  const stored = completed.map((row) => ({ ...row, createdBy: author, updatedBy: author, createdAt: now, updatedAt: now }));
  const inserted = await insertRows(tx, entity, stored);
  // A serial id is drawn row by row in the statement's order: the ids sorted are the rows' ids.
  const ids = entity.idKind === 'text' ? completed.map((row) => row.id as string) : inserted.map((row) => Number(row.id)).sort((a, b) => a - b);
  const numeric = numericFields(entity);
  let created = stored.map((row, index) => asRecord(entity, { id: ids[index], ...row }, numeric));
  if (feedsRollups(entity)) await refreshParents(tx, entity, created);
  if (run.hooks.afterWrite) {
    await runAfterWrite(run, tx, entity, actor, (await readMany(tx, entity, ids)).map((record) => [null, record]));
    created = await readMany(tx, entity, ids);
  }
  if (recordsHistory(entity, 'insert')) await recordHistoryMany(tx, entity, 'create', actor, created.map((record) => [null, record]));
  return created;
}

/** Delete the rows matching `where`; answers them as they were. */
export async function deleteStored(tx: Executor, entity: AnyEntity, actor: Actor, where: SQL, run: SystemHooks): Promise<EntityRecord[]> {
  const table = tableOf(entity);
  if (feedsRollups(entity)) await lockRollupParents(tx, entity, await readMany(tx, entity, await idsWhere(tx, entity, where)));
  if (run.hooks.beforeDelete) await runBeforeDelete(run, tx, entity, actor, await readMany(tx, entity, await idsWhere(tx, entity, where)));
  const deleted = (await tx.delete(table).where(where).returning()).map((row) => asRecord(entity, row));
  if (feedsRollups(entity)) await refreshParents(tx, entity, deleted);
  if (recordsHistory(entity, 'delete') && deleted.length) await recordHistoryMany(tx, entity, 'delete', actor, deleted.map((record) => [record, null]));
  return deleted;
}

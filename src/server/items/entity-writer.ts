/**
 * Writing entities, for HTTP routes, jobs and integrations alike: declared access, per-record
 * read-only fields, validation by the shared declaration schema, area hooks, computed fields,
 * inverse lists, optimistic locking by `updatedAt` and the change history — all in one
 * transaction (a savepoint inside the caller's, when it passes one).
 */
import { and, eq, inArray, notInArray, sql, type AnyColumn } from 'drizzle-orm';
import type { AccessAction } from '../../domain/core/access';
import { mayCallAction, type ActionDef } from '../../domain/core/actions/action';
import { accessVerdict, blankModel, defaultValue, entityFields, readOnlyFieldsFor, type Actor, type AnyEntity, type ModelOf } from '../../domain/core/entity';
import { entitiesByName } from '../../domain/core/entities';
import { hasColumn, isReadOnlyField, type FieldDef, type Fields } from '../../domain/core/fields';
import { entitySchema, fieldSchema, issuesToErrorCodes, issuesToFieldErrors } from '../../domain/core/validation/entity-schema';
import { normalizedWhenTyped } from '../../domain/core/validation/typed-normalize';
import type { Executor } from '../db/connection';
import { tableOf } from '../db/entity-tables';
import type { ServerContext } from '../server-context';
import { forbiddenBecause, invalidFormData, notFound, refuse, type Refusal } from '../../domain/core/refusals/refusal';
import { refuseUnacceptedFiles } from '../files/stored-file-check';
import { refuseUnknownListIds } from './list-reference-check';
import type { EntityRecord, WriteContext } from './entity-hooks';
import { readOne } from './entity-reader';
import { recordHistory } from './history';
import { derivedChanges, feedsRollups, lockRollupParents, refreshComputed, refreshParents } from './rollups';
import { sameValue } from './same-value';
import { shapeErrors } from '../../domain/core/validation/value-shapes';
import { authorId } from './system-actor';
import { memoizedBy } from '../../domain/core/memoized-by';

export const createOnlyMessage = 'This value can be set only when the item is created';

export interface WriteOptions {
  /** Run inside this transaction (as a savepoint), e.g. an action touching several rows. */
  tx?: Executor;
}

/**
 * An update a declared action makes for its user (switch a statistic's marker): the action's
 * access, which its route checked, stands in for the entity's update rule, closed to the
 * generic call; everything else — validation, hooks, the user in `updatedBy` and history — is
 * the update's.
 */
export interface UpdateOptions extends WriteOptions {
  action?: Pick<ActionDef, 'access'>;
}

export function requireObject(body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw invalidFormData({ nonFieldErrors: ['Expected a JSON object'] });
  }
  return body as Record<string, unknown>;
}

/** A write body whose every named field has its kind's shape (an object for a scalar is 400 on it). */
export function requireShapes(entity: AnyEntity, input: Record<string, unknown>): Record<string, unknown> {
  const errors = shapeErrors(entity, input);
  if (Object.keys(errors).length) throw invalidFormData(errors);
  return input;
}

/** Each declaration's schemas, built once: building one costs more than a row's validation. */
const schemas = {
  create: memoizedBy((entity: AnyEntity) => entitySchema(entity, 'create')),
  update: memoizedBy((entity: AnyEntity) => entitySchema(entity, 'update')),
};

const schemaOf = (entity: AnyEntity, mode: 'create' | 'update') => schemas[mode](entity);

async function validated(entity: AnyEntity, model: Record<string, unknown>, mode: 'create' | 'update'): Promise<EntityRecord> {
  // Parsed synchronously: an entity's rules are synchronous (entity-schema.ts), and an upload
  // checking thousands of rows spends a fifth more in the asynchronous parse.
  const result = schemaOf(entity, mode).safeParse(model);
  if (!result.success) {
    const errorCodes = issuesToErrorCodes(result.error.issues);
    throw invalidFormData(issuesToFieldErrors(result.error.issues), Object.keys(errorCodes).length ? { errorCodes } : undefined);
  }
  return result.data as EntityRecord;
}

/** Refuse with 403 unless the entity's access rule allows this action on this record. */
export function requireAccess(entity: AnyEntity, action: AccessAction, actor: Actor, record: EntityRecord | null): void {
  if (entity.view && action !== 'update') throw forbiddenBecause();
  const verdict = accessVerdict(entity, action, actor, record);
  if (verdict.allowed) return;
  if (verdict.message === undefined && action === 'delete') throw refuse.forbidden('entity.deleteForbidden');
  throw forbiddenBecause(verdict.message);
}

const fieldsOf = (entity: AnyEntity) => entity.fields as Record<string, FieldDef>;

/** The value a new record takes for a field, for this actor. */
function initialValue(field: FieldDef, actor: Actor): unknown {
  return field.initial ? field.initial(actor) : defaultValue(field);
}

function lockedField(message: string, field: string): Refusal {
  return forbiddenBecause(message, { extra: { field } });
}

export function storedValues(entity: AnyEntity, model: EntityRecord, mode: 'create' | 'update'): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of entityFields(entity)) {
    if (!hasColumn(field) || !(name in model) || model[name] === undefined) continue;
    if (isReadOnlyField(field)) {
      // Server-set values come from hooks and `derive`; rollups are the service's own.
      if (field.computed && 'rollup' in field.computed) continue;
    } else if (mode === 'update' && field.createOnly) continue;
    values[name] = model[name];
  }
  return values;
}

/** Set `ref.inverse` to this record for the listed rows and clear it for the rows no longer listed. */
export async function writeInverseLists(tx: Executor, entity: AnyEntity, id: number | string, model: EntityRecord): Promise<void> {
  for (const [name, field] of entityFields(entity)) {
    if (field.kind !== 'reflist' || !field.inverse || !(name in model)) continue;
    const target = tableOf(entitiesByName[field.ref]);
    const back = target[field.inverse] as AnyColumn;
    const ids = (model[name] as Array<number | string>) ?? [];
    await tx
      .update(target)
      .set({ [field.inverse]: null })
      .where(ids.length ? and(eq(back, id), notInArray(target.id, ids)) : eq(back, id));
    if (ids.length) await tx.update(target).set({ [field.inverse]: id }).where(inArray(target.id, ids));
  }
}

export function inTransaction<T>(ctx: ServerContext, options: WriteOptions, fn: (tx: Executor) => Promise<T>): Promise<T> {
  return (options.tx ?? ctx.database.db).transaction(fn);
}

/** Flags that go off because one of the fields they watch changes in this write (`clearedOnChange`). */
function clearedFlags(entity: AnyEntity, changedNames: string[], existing: EntityRecord): Array<[string, unknown]> {
  return entityFields(entity)
    .filter(([name, field]) => field.clearedOnChange?.some((watched) => changedNames.includes(watched)) && existing[name] !== false)
    .map(([name]) => [name, false]);
}

/** A field settable only at creation may be sent again unchanged (a whole model on PUT), never changed. */
function refuseCreateOnlyChanges(entity: AnyEntity, input: Record<string, unknown>, existing: EntityRecord): void {
  for (const [name, field] of entityFields(entity)) {
    if (!field.createOnly || !(name in input)) continue;
    const parsed = fieldSchema(field).safeParse(input[name]);
    if (parsed.success && !sameValue(field, parsed.data, existing[name])) throw invalidFormData({ [name]: [createOnlyMessage] });
  }
}

/** `updatedAt` as a client sends it back: absent, or a timestamp (400 otherwise). */
function sentUpdatedAt(input: Record<string, unknown>): number | null {
  const value = input.updatedAt;
  if (value === undefined || value === null) return null;
  const time = typeof value === 'string' ? Date.parse(value) : NaN;
  if (Number.isNaN(time)) throw invalidFormData({ updatedAt: ['Invalid value'] });
  return time;
}

/** A new record's validated model from a request body: locked fields take their initial values, a text id is required. */
export async function newModel(entity: AnyEntity, actor: Actor, body: unknown): Promise<EntityRecord> {
  const input = requireShapes(entity, requireObject(body));
  const fields = fieldsOf(entity);
  // A field the actor may not choose takes its initial value (the editor preselects the same);
  // a required field the actor may choose is never invented by the server.
  for (const [name, message] of Object.entries(readOnlyFieldsFor(entity, actor, null))) {
    const value = initialValue(fields[name], actor);
    if (name in input && !sameValue(fields[name], input[name], value)) throw lockedField(message, name);
    input[name] = value;
  }
  const model = await validated(entity, normalizedWhenTyped(entity, { ...blankModel(entity), ...input }, null, Object.keys(input), 'create'), 'create');
  if (entity.idKind === 'text') {
    const id = typeof input.id === 'string' ? input.id.trim() : '';
    if (!id) throw invalidFormData({ id: ['Required field'] });
    if (id.length > 200) throw invalidFormData({ id: ['Invalid value'] });
    model.id = id;
  }
  return model;
}

export async function createEntity(ctx: ServerContext, entity: AnyEntity, actor: Actor, body: unknown, options: WriteOptions = {}): Promise<EntityRecord> {
  requireAccess(entity, 'create', actor, null);
  const model = await newModel(entity, actor, body);
  const hooks = ctx.hooks.of(entity);
  return inTransaction(ctx, options, async (tx) => {
    await refuseUnacceptedFiles(tx, entity, model, null);
    await refuseUnknownListIds(tx, entity, model, null);
    const write: WriteContext = { ctx, actor, tx, entity, mode: 'create', existing: null, origin: 'person' };
    await lockRollupParents(tx, entity, [model]);
    await hooks.beforeWrite?.(write, model);
    Object.assign(model, entity.derive?.(model as ModelOf<Fields>) ?? {});
    const table = tableOf(entity);
    const now = new Date().toISOString();
    const values = {
      ...storedValues(entity, model, 'create'),
      ...(entity.idKind === 'text' ? { id: model.id } : {}),
      createdBy: authorId(actor),
      updatedBy: authorId(actor),
      createdAt: now,
      updatedAt: now,
    };
    if (entity.idKind === 'text') {
      const clash = await tx.select({ id: table.id }).from(table).where(eq(table.id, model.id!)).limit(1);
      if (clash.length) throw invalidFormData({ id: ['An item with this id already exists'] });
    }
    const [inserted] = await tx.insert(table).values(values).returning({ id: table.id });
    const id = inserted.id as number | string;
    await writeInverseLists(tx, entity, id, model);
    // Computes the new row's own rollups and derived values, then its parents' (a product's order).
    await refreshComputed(tx, entity, [id]);
    let saved = (await readOne(tx, entity, id))!;
    await hooks.afterWrite?.(write, saved);
    if (hooks.afterWrite) saved = (await readOne(tx, entity, id))!;
    await recordHistory(tx, entity, 'create', actor, null, saved);
    return saved;
  });
}

/**
 * One row's update checked before anything is written: access, a lost update (`updatedAt`),
 * create-only fields, validation and the fields the actor may not change. The validated model.
 */
export async function checkedUpdate(entity: AnyEntity, actor: Actor, existing: EntityRecord, input: Record<string, unknown>, action?: UpdateOptions['action']): Promise<EntityRecord> {
  requireShapes(entity, input);
  const sentAt = sentUpdatedAt(input);
  const fields = fieldsOf(entity);
  if (!action) requireAccess(entity, 'update', actor, existing);
  else if (mayCallAction(action, actor) !== true) throw forbiddenBecause();
  if (sentAt !== null && sentAt !== Date.parse(String(existing.updatedAt))) {
    throw refuse.conflict('entity.stale', {}, { extra: { current: existing } });
  }
  refuseCreateOnlyChanges(entity, input, existing);
  // API.md "Buying side": a text id cannot change.
  if (entity.idKind === 'text' && 'id' in input && input.id !== null && String(input.id).trim() !== String(existing.id)) {
    throw invalidFormData({ id: [createOnlyMessage] });
  }
  const model = await validated(entity, normalizedWhenTyped(entity, { ...existing, ...input }, existing, Object.keys(input), 'update'), 'update');
  for (const [name, message] of Object.entries(readOnlyFieldsFor(entity, actor, existing))) {
    if (name in model && !sameValue(fields[name], model[name], existing[name])) throw lockedField(message, name);
  }
  return model;
}

/** What an update writes once its hooks ran: the changed columns (with flags they clear) and the inverse lists sent. */
export function updateChanges(entity: AnyEntity, existing: EntityRecord, model: EntityRecord, input: Record<string, unknown>): { changed: Array<[string, unknown]>; inverse: EntityRecord } {
  const fields = fieldsOf(entity);
  Object.assign(model, derivedChanges(entity, { ...existing, ...model }));
  const values = storedValues(entity, model, 'update');
  const changed = Object.entries(values).filter(([name, value]) => !sameValue(fields[name], value, existing[name]));
  changed.push(...clearedFlags(entity, changed.map(([name]) => name), existing));
  const inverse: EntityRecord = {};
  for (const [name, field] of entityFields(entity)) {
    if (field.kind === 'reflist' && field.inverse && name in input && !sameValue(field, model[name], existing[name])) inverse[name] = model[name];
  }
  return { changed, inverse };
}

export async function updateEntity(
  ctx: ServerContext,
  entity: AnyEntity,
  actor: Actor,
  id: number | string,
  body: unknown,
  options: UpdateOptions = {},
): Promise<EntityRecord> {
  const input = requireObject(body);
  sentUpdatedAt(input); // a malformed `updatedAt` is a 400 before anything is read
  const hooks = ctx.hooks.of(entity);
  return inTransaction(ctx, options, async (tx) => {
    const table = tableOf(entity);
    // Rows whose sums this row feeds are locked before the row itself, as every writer of them does.
    if (feedsRollups(entity)) await lockRollupParents(tx, entity, [await readOne(tx, entity, id)]);
    await tx.execute(sql`select 1 from ${table} where ${table.id} = ${id} for update`);
    const existing = await readOne(tx, entity, id);
    if (!existing) throw notFound();
    const model = await checkedUpdate(entity, actor, existing, input, options.action);
    await refuseUnacceptedFiles(tx, entity, model, existing);
    await refuseUnknownListIds(tx, entity, model, existing);
    const write: WriteContext = { ctx, actor, tx, entity, mode: 'update', existing, origin: 'person' };
    await lockRollupParents(tx, entity, [model]);
    await hooks.beforeWrite?.(write, model);
    const { changed, inverse } = updateChanges(entity, existing, model, input);
    // A write that changes nothing changes nothing: no updatedAt, no history, no 409 for others.
    if (!changed.length && !Object.keys(inverse).length) return existing;
    if (changed.length) {
      await tx
        .update(table)
        .set({ ...Object.fromEntries(changed), updatedBy: authorId(actor), updatedAt: new Date().toISOString() })
        .where(eq(table.id, id));
    }
    await writeInverseLists(tx, entity, id, inverse);
    let saved = (await readOne(tx, entity, id))!;
    await refreshParents(tx, entity, [existing, saved]);
    await hooks.afterWrite?.(write, saved);
    if (hooks.afterWrite) saved = (await readOne(tx, entity, id))!;
    await recordHistory(tx, entity, 'update', actor, existing, saved);
    return saved;
  });
}

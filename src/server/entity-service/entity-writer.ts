/**
 * Writing entities: validation by the shared declaration schema, area hooks, inverse lists,
 * optimistic locking by `updatedAt`, and the change history — all in one transaction.
 */
import { eq, inArray, and, notInArray, sql, type AnyColumn } from 'drizzle-orm';
import { blankModel, entityFields, hasAccess, type Actor, type AnyEntity } from '../../domain/entity';
import { entitiesByName } from '../../domain/entities';
import { entitySchema, issuesToFieldErrors } from '../../domain/validation/entity-schema';
import type { Executor } from '../db/connection';
import { tableOf } from '../db/entity-tables';
import { entityHistory } from '../db/system-tables';
import { hooksOf, type Model, type WriteContext } from './entity-hooks';
import type { ServerContext } from '../server-context';
import { ApiError, forbidden, invalidFormData, notFound } from '../http/api-error';
import { readOne } from './entity-reader';

export const staleRecordMessage = 'The record was changed by someone else';

function requireObject(body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiError(400, 'invalid form data', { nonFieldErrors: ['Expected a JSON object'] });
  }
  return body as Record<string, unknown>;
}

async function validated(entity: AnyEntity, model: Record<string, unknown>, mode: 'create' | 'update'): Promise<Model> {
  const result = await entitySchema(entity, mode).safeParseAsync(model);
  if (!result.success) throw invalidFormData(issuesToFieldErrors(result.error.issues));
  return result.data as Model;
}

function storedValues(entity: AnyEntity, model: Model, mode: 'create' | 'update'): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of entityFields(entity)) {
    if (field.virtual || field.readOnly || (mode === 'update' && field.createOnly)) continue;
    if (name in model) values[name] = model[name];
  }
  for (const [name, field] of entityFields(entity)) {
    if (field.readOnly && !field.virtual && name in model && model[name] !== undefined) values[name] = model[name];
  }
  return values;
}

/** Set `ref.inverse` to this record for the listed rows and clear it for the rows no longer listed. */
async function writeInverseLists(tx: Executor, entity: AnyEntity, id: number | string, model: Model): Promise<void> {
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

function changesBetween(before: Model | null, after: Model | null, fields: string[]): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const name of fields) {
    const from = before?.[name] ?? null;
    const to = after?.[name] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[name] = [from, to];
  }
  return changes;
}

async function recordHistory(
  tx: Executor,
  entity: AnyEntity,
  action: 'create' | 'update' | 'delete',
  actor: Actor,
  before: Model | null,
  after: Model | null,
): Promise<void> {
  const fields = entityFields(entity).map(([name]) => name);
  const changes = changesBetween(before, after, fields);
  if (action === 'update' && !Object.keys(changes).length) return;
  const recordId = String((after ?? before)!.id);
  await tx.insert(entityHistory).values({ entity: entity.name, recordId, action, userId: actor.id, changes });
}

export function checkAccess(entity: AnyEntity, action: 'create' | 'update' | 'delete', actor: Actor): void {
  if (!hasAccess(entity.permissions?.[action], actor)) {
    throw forbidden(action === 'delete' ? 'You do not have permission to delete this item' : undefined);
  }
}

function transaction<T>(ctx: ServerContext, fn: (tx: Executor) => Promise<T>): Promise<T> {
  return ctx.database.db.transaction(fn);
}

export async function createEntity(ctx: ServerContext, entity: AnyEntity, actor: Actor, body: unknown): Promise<Model> {
  checkAccess(entity, 'create', actor);
  const input = requireObject(body);
  const hooks = hooksOf(entity);
  await hooks.authorize?.({ ctx, actor, tx: ctx.database.db, entity, mode: 'create', existing: null });
  const model = await validated(entity, { ...blankModel(entity), ...input }, 'create');
  if (entity.idKind === 'text') {
    const id = typeof input.id === 'string' ? input.id.trim() : '';
    if (!id) throw invalidFormData({ id: ['Required field'] });
    if (id.length > 200) throw invalidFormData({ id: ['Invalid value'] });
    model.id = id;
  }
  return transaction(ctx, async (tx) => {
    const write: WriteContext = { ctx, actor, tx, entity, mode: 'create', existing: null };
    await hooks.beforeWrite?.(write, model);
    const table = tableOf(entity);
    const now = new Date().toISOString();
    const values = {
      ...storedValues(entity, model, 'create'),
      ...(entity.idKind === 'text' ? { id: model.id } : {}),
      createdBy: actor.id,
      updatedBy: actor.id,
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
    let saved = (await readOne(tx, entity, id))!;
    await hooks.afterWrite?.(write, saved);
    if (hooks.afterWrite) saved = (await readOne(tx, entity, id))!;
    await recordHistory(tx, entity, 'create', actor, null, saved);
    return saved;
  });
}

export async function updateEntity(
  ctx: ServerContext,
  entity: AnyEntity,
  actor: Actor,
  id: number | string,
  body: unknown,
): Promise<Model> {
  const input = requireObject(body);
  const hooks = hooksOf(entity);
  return transaction(ctx, async (tx) => {
    const table = tableOf(entity);
    await tx.execute(sql`select 1 from ${table} where ${table.id} = ${id} for update`);
    const existing = await readOne(tx, entity, id);
    if (!existing) throw notFound();
    checkAccess(entity, 'update', actor);
    const write: WriteContext = { ctx, actor, tx, entity, mode: 'update', existing };
    await hooks.authorize?.(write);
    if (typeof input.updatedAt === 'string' && Date.parse(input.updatedAt) !== Date.parse(String(existing.updatedAt))) {
      throw new ApiError(409, staleRecordMessage, undefined, { current: existing });
    }
    const merged = { ...existing, ...input };
    for (const [name, field] of entityFields(entity)) if (field.createOnly) merged[name] = existing[name];
    const model = await validated(entity, merged, 'update');
    await hooks.beforeWrite?.(write, model);
    await tx
      .update(table)
      .set({ ...storedValues(entity, model, 'update'), updatedBy: actor.id, updatedAt: new Date().toISOString() })
      .where(eq(table.id, id));
    const changedInverse: Model = {};
    for (const [name, field] of entityFields(entity)) {
      if (field.kind === 'reflist' && field.inverse && name in input) changedInverse[name] = model[name];
    }
    await writeInverseLists(tx, entity, id, changedInverse);
    let saved = (await readOne(tx, entity, id))!;
    await hooks.afterWrite?.(write, saved);
    if (hooks.afterWrite) saved = (await readOne(tx, entity, id))!;
    await recordHistory(tx, entity, 'update', actor, existing, saved);
    return saved;
  });
}

export async function deleteEntity(ctx: ServerContext, entity: AnyEntity, actor: Actor, id: number | string): Promise<void> {
  const hooks = hooksOf(entity);
  await transaction(ctx, async (tx) => {
    const existing = await readOne(tx, entity, id);
    if (!existing) throw notFound();
    checkAccess(entity, 'delete', actor);
    await hooks.beforeDelete?.({ ctx, actor, tx, entity, existing }, existing);
    const table = tableOf(entity);
    await tx.delete(table).where(eq(table.id, id));
    await recordHistory(tx, entity, 'delete', actor, existing, null);
  });
}

/**
 * The one way to read and write an entity's rows outside the database layer, in the spirit of
 * Directus's ItemsService: `items(entity, { ctx, actor, tx })` for one request, job or action.
 * Reads apply the entity's read rule for the actor (a job reads as the system actor, which the
 * rule lets see everything); writes apply access, field locks, validation, hooks, rollups and
 * history. Bulk writes keep all of that in one pass; the system's own writes (`system`) check
 * each given value by its field, skip the model checks and access, run the hooks (told the write
 * is the system's), and record history unless the declarations say the values are the machine's.
 */
import { eq, is, SQL } from 'drizzle-orm';
import { accessVerdict, type Actor, type AnyEntity } from '../../domain/core/entity';
import type { ListQuery } from '../../domain/core/query/list-query';
import type { Executor } from '../db/connection';
import { openLane } from '../db/list-lane';
import { tableOf } from '../db/entity-tables';
import { forbiddenBecause, refuse } from '../../domain/core/refusals/refusal';
import type { ServerContext } from '../server-context';
import { checkedNewModel, createMany, createModels, type BulkOptions } from './bulk-create';
import type { EntityRecord } from './entity-hooks';
import { fullListCap, readFullList, readList, readMany, readOne, readShort, readWhere, type FullList, type ListAnswer } from './entity-reader';

export { fullListCap, type FullList };
import { deleteEntity } from './entity-delete';
import { readHistory, type HistoryEntry } from './history';
import { checkedUpdate, createEntity, updateEntity, type UpdateOptions } from './entity-writer';
import { listQueryFor, readConditions, type QueryParams } from './list-conditions';
import { readerFor } from './readers';
import { deleteStored, insertStored, setEachStored, setStored, type SystemSetOptions } from './system-writes';
import { systemHooksOf } from './system-hooks';
import { unlinkFromList } from './unlink';
import { updateMany, type RowChange } from './update-many';

/** Background work inside a transaction it holds, without the server's context: reads (system writes run the area's hooks, which need the context). */
export interface TransactionScope {
  /** Who reads or writes: `systemActor(...)` for background work. */
  actor: Actor;
  tx: Executor;
}

export interface ItemsScope {
  ctx: ServerContext;
  /** Who reads or writes: the request's user, or `systemActor(...)` for background work. */
  actor: Actor;
  /** The caller's transaction (writes run as a savepoint in it; reads see its rows). */
  tx?: Executor;
}

/** An action's scope: its user, inside its transaction. */
export type ActionScope = ItemsScope & { tx: Executor };


export type Id = number | string;

/** The rows matching a condition, or the row of one id. */
export type Target = SQL | Id;

function whereOfTarget(entity: AnyEntity, target: Target): SQL {
  return is(target, SQL) ? target : eq(tableOf(entity).id, target);
}

/** Reads within the actor's read rule. */
function storedItems(entity: AnyEntity, db: Executor, actor: Actor) {
  /** 403 unless the actor may read this entity at all. */
  function requireRead(): void {
    const verdict = accessVerdict(entity, 'read', actor, null);
    if (!verdict.allowed) throw forbiddenBecause(verdict.message);
  }

  /** A list by a parsed query and its conditions (which include the read rule's). */
  async function answer(query: ListQuery, conditions: SQL[]): Promise<ListAnswer> {
    requireRead();
    const read = await readList(db, entity, query, conditions);
    if ('tooMany' in read) throw refuse.invalid('query.tooManyRows', { count: read.tooMany, limit: fullListCap });
    return read;
  }

  return {
    requireRead,
    answer,
    /** One record the actor may read, or null. */
    async read(id: Id): Promise<EntityRecord | null> {
      requireRead();
      return readOne(db, entity, id, readConditions(entity, actor));
    },
    /** The records of these ids the actor may read, in the order of `ids` (the others left out). */
    async readMany(ids: readonly Id[]): Promise<EntityRecord[]> {
      requireRead();
      return readMany(db, entity, ids, readConditions(entity, actor));
    },
    /** The records matching a condition that the actor may read, in the ordering given. */
    async readWhere(condition: SQL, ordering: SQL[] = [], limit?: number): Promise<EntityRecord[]> {
      requireRead();
      return readWhere(db, entity, [condition, ...readConditions(entity, actor)], ordering, limit);
    },
    /** A record's changes (API.md "history"), or null when it has none and the actor may not read it. */
    async history(id: Id): Promise<HistoryEntry[] | null> {
      requireRead();
      const changes = await readHistory(db, entity, id);
      if (!changes.length && !(await readOne(db, entity, id, readConditions(entity, actor)))) return null;
      return changes;
    },
    /**
     * The rows the actor may read, as a source for a query of one's own (readers.ts):
     * `db.select(...).from(items(order, scope).rows())`. Its columns read as the table's, so the
     * conditions and orderings given to `readWhere` are written on them too.
     */
    rows: () => readerFor(actor).rows(entity),
    /** A list by a query the server built (`parseListQuery`), within what the actor may read. */
    listBy: (query: ListQuery, extra: SQL[] = []) => answer(query, [...extra, ...readConditions(entity, actor)]),
  };
}

function fullItems(entity: AnyEntity, { ctx, actor, tx }: ItemsScope) {
  const db = tx ?? ctx.database.db;
  const options = { tx };
  const stored = storedItems(entity, db, actor);
  const { answer: answerNow, ...reads } = stored;
  const hooks = systemHooksOf(ctx, entity);
  // A request's list takes the list lane; a transaction's reads already hold their connection.
  const lane = tx ? openLane : ctx.database.listLane;
  const answer = (query: ListQuery, conditions: SQL[]) => lane(() => answerNow(query, conditions));
  return {
    ...reads,
    /** The parsed query and its conditions (the read rule's among them) of a request's list: a streamed export reads by it. */
    listPlan(params: QueryParams): { query: ListQuery; extra: SQL[] } {
      stored.requireRead();
      return listQueryFor(ctx, entity, actor, params);
    },
    /** A plan's whole list (`full=true`): count and total first, then its rows by chunks, for a streamed answer. */
    fullList: (plan: { query: ListQuery; extra: SQL[] }): Promise<FullList | { tooMany: number }> => readFullList(db, entity, plan.query, plan.extra),
    /** The list answer of a plan from `listPlan`. */
    listPlanned: (plan: { query: ListQuery; extra: SQL[] }) => answer(plan.query, plan.extra),
    /** A list answer (API.md) for query parameters as a request sends them. */
    async list(params: QueryParams): Promise<ListAnswer> {
      stored.requireRead();
      const { query, extra } = listQueryFor(ctx, entity, actor, params);
      return answer(query, extra);
    },
    async short(params: QueryParams): Promise<Array<{ v: Id; t: string }>> {
      stored.requireRead();
      const { query, extra } = listQueryFor(ctx, entity, actor, params);
      return readShort(db, entity, query, extra);
    },
    create: (body: unknown) => createEntity(ctx, entity, actor, body, options),
    /** A person's change; `action` when a declared action makes it on an entity whose update call is closed (entity-writer.ts `UpdateOptions`). */
    update: (id: Id, body: unknown, action?: UpdateOptions['action']) => updateEntity(ctx, entity, actor, id, body, { ...options, action }),
    delete: (id: Id) => deleteEntity(ctx, entity, actor, id, options),
    unlink: (id: Id, request: Parameters<typeof unlinkFromList>[4]) => unlinkFromList(ctx, entity, actor, id, request),
    /** Many new records in one pass, each with its history. */
    createMany: (bodies: readonly unknown[]) => createMany(ctx, entity, actor, bodies, options),
    /** A new record checked as `create` checks it, nothing written: its model for `createChecked`. */
    checkCreate: (body: unknown) => checkedNewModel(entity, actor, body),
    /** Many records of models `checkCreate` gave, in one pass as `createMany` (a reference set meanwhile is checked there). */
    createChecked: (models: EntityRecord[], bulk: BulkOptions = {}) => createModels(ctx, entity, actor, models, { ...options, ...bulk }),
    /** A change of a record as read checked as `update` checks it (access, locks, validation), nothing written. */
    checkUpdate: (existing: EntityRecord, values: Record<string, unknown>) => checkedUpdate(entity, actor, existing, { ...values }),
    /** Many updates in one transaction, each with the full rules of `update`, written set-based. */
    updateMany: (changes: readonly RowChange[]) => updateMany(ctx, entity, actor, changes, options),
    /** The system's own writes of stored values (each value checked by its field, the area's hooks run with `origin: 'system'`), with history unless declared the machine's (system-writes.ts). */
    system: {
      set: (target: Target, values: Record<string, unknown>, set: SystemSetOptions) =>
        db.transaction((inner) => setStored(inner, entity, actor, whereOfTarget(entity, target), values, set, hooks)),
      /** Each row its own values, in one pass; the rows are read before and after and their changes recorded together. */
      setEach: (rows: ReadonlyArray<{ id: Id; values: Record<string, unknown> }>, set: SystemSetOptions) =>
        db.transaction((inner) => setEachStored(inner, entity, actor, rows, set, hooks)),
      insert: (rows: ReadonlyArray<Record<string, unknown>>) => db.transaction((inner) => insertStored(inner, entity, actor, rows, hooks)),
      delete: (target: Target) => db.transaction((inner) => deleteStored(inner, entity, actor, whereOfTarget(entity, target), hooks)),
    },
  };
}

export type ItemsService = ReturnType<typeof fullItems>;
export type StoredItems = Omit<ReturnType<typeof storedItems>, 'answer'>;

/** The entity's items for this actor: the whole service with the server's context, reads with a transaction alone. */
export function items(entity: AnyEntity, scope: ItemsScope): ItemsService;
export function items(entity: AnyEntity, scope: TransactionScope): StoredItems;
export function items(entity: AnyEntity, scope: ItemsScope | TransactionScope): ItemsService | StoredItems {
  if ('ctx' in scope) return fullItems(entity, scope);
  const { answer: _answer, ...stored } = storedItems(entity, scope.tx, scope.actor);
  return stored;
}

/**
 * The declared readers: the one door through which code outside `items/` and `db/` reads an
 * entity's rows for a query of its own (a report, an aggregate, a join for names), as DRF's
 * `get_queryset`. A reader hands out an entity's rows as a subquery named as its table,
 * `(select … from orders where <view> and <read rule>) "orders"`: its columns are read as the
 * table's, the rows outside the rule are not in it, and nothing can be written through it.
 * - `readerFor(actor)`: the rows the actor's read rule lets them see (none when it refuses them);
 * - `systemReader(why)`: every row, for background work that answers no user, saying why.
 * PostgreSQL pulls such a subquery up into the outer query, so the plan is the table's own.
 */
import { and, getTableName, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { accessVerdict, type Actor, type AnyEntity } from '../../domain/core/entity';
import { tableOf } from '../db/entity-tables';
import { entityConditions } from './entity-reader';
import { readConditions } from './list-conditions';

const builder = new QueryBuilder();

function rowsWhere(entity: AnyEntity, conditions: SQL[], name?: string) {
  const table = tableOf(entity);
  return builder
    .select()
    .from(table)
    .where(and(...entityConditions(entity), ...conditions))
    .as(name ?? getTableName(table));
}

/** An entity's rows as a source to select from or join: a subquery with the table's columns under their names. */
export type ReadRows = ReturnType<typeof rowsWhere>;

export interface Reader {
  /** The entity's rows this reader may see. */
  rows(entity: AnyEntity): ReadRows;
  /** The same rows under another name, for a statement written in SQL (`from ${rowsAs(dsp, 'd')} join …`). */
  rowsAs(entity: AnyEntity, name: string): ReadRows;
  /** Whether the read rule leaves rows out: a rollup, which knows no rule, may then not answer for this reader. */
  limited(entity: AnyEntity): boolean;
}

/** The conditions of the actor's read rule; an actor the rule refuses sees no row. */
function actorConditions(entity: AnyEntity, actor: Actor): SQL[] {
  if (!accessVerdict(entity, 'read', actor, null).allowed) return [sql`false`];
  return readConditions(entity, actor);
}

/** A reader whose rows of an entity are those `conditions` leave. */
function readerWhere(conditions: (entity: AnyEntity) => SQL[]): Reader {
  return {
    rows: (entity) => rowsWhere(entity, conditions(entity)),
    rowsAs: (entity, name) => rowsWhere(entity, conditions(entity), name),
    limited: (entity) => conditions(entity).length > 0,
  };
}

/** The reader of a request's user, or of a job's `systemActor(...)`: the entity's read rule applied. */
export function readerFor(actor: Actor): Reader {
  return readerWhere((entity) => actorConditions(entity, actor));
}

/**
 * A reader of every row, for work that answers no user (generation, sync, a rollup's
 * check): `why` says what it reads everything for, and is kept beside the call to be read.
 */
export function systemReader(why: string): Reader {
  if (!why.trim()) throw new Error('A system reader says why it reads every row');
  return readerWhere(() => []);
}

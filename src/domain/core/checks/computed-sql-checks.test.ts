/** E027: the real declarations' raw-SQL computed fields name only declared fields, tables and columns; broken ones are caught. */
import { describe, expect, it } from 'vitest';
import { entities, entitiesByName } from '../entities';
import type { AnyEntity } from '../entity';
import { computedSqlProblems } from './computed-sql-checks';

/** The one table outside the entities' that computed SQL reads (the server passes every table of schema.ts). */
const serverTables = new Set(['registry_submissions']);

const withSql = (entity: AnyEntity, sql: string): AnyEntity => ({ ...entity, fields: { ...entity.fields, probe: { kind: 'money', computed: { sql } } } }) as AnyEntity;

describe('E027: computed SQL against the declarations', () => {
  it('passes for every real declaration', () => {
    expect(computedSqlProblems(entities, serverTables)).toEqual([]);
  });

  it('catches an unknown field, reference path, table and column', () => {
    const order = entitiesByName.order;
    const broken = [
      withSql(order, '{noSuchField} + 1'),
      withSql(order, '{client.noSuchField}'),
      withSql(order, '(select sum(x.sum) from no_such_table x)'),
      withSql(order, `(select sum(i.no_such_column) from ${entitiesByName.invoice.table} i where i.order_id = {id})`),
    ];
    const found = broken.flatMap((entity) => computedSqlProblems([...entities.filter((e) => e.name !== 'order'), entity], serverTables));
    expect(found.map((p) => [p.code, p.field])).toEqual([
      ['E027', 'probe'],
      ['E027', 'probe'],
      ['E027', 'probe'],
      ['E027', 'probe'],
    ]);
    expect(found.map((p) => p.message).join('\n')).toMatch(/noSuchField[\s\S]*noSuchField[\s\S]*no_such_table[\s\S]*no_such_column/);
  });
});

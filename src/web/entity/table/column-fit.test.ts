import { describe, expect, it } from 'vitest';
import { defineEntity } from '../../../domain/core/entity';
import { entities } from '../../../domain/core/entities';
import { order } from '../../../domain/sales/orders';
import { columnFields } from '../entity-columns';
import { columnsBudget, columnsWidth, defaultVisibleColumns } from './column-fit';

const wide = defineEntity({
  name: 'wide',
  area: 'test',
  path: 'wide/',
  table: 'wide',
  display: 'a',
  fields: {
    a: { kind: 'string' },
    b: { kind: 'string', column: { hidden: true } },
    c: { kind: 'string', column: { width: 300 } },
    d: { kind: 'string' },
    e: { kind: 'string' },
    f: { kind: 'string' },
    g: { kind: 'string' },
    h: { kind: 'string' },
    i: { kind: 'string' },
  },
});

describe('default columns fitted to 1440 px', () => {
  it('leaves 1114 px for the columns beside the drawer, the boxes and the row menu', () => {
    expect(columnsBudget).toBe(1440 - 210 - 16 - 16 - 40 - 44);
  });

  it('shows the columns an entity declares, in its order', () => {
    expect(defaultVisibleColumns(order)).toEqual(['number', 'name', 'client', 'brand', 'status', 'responsible', 'dateReport', 'sumWithNds', 'paymentStatus']);
  });

  it('without a declared set, takes the columns not hidden, in order, while they fit', () => {
    // id 150 + a 150 + c 300 + d, e, f 450 = 1050; g would make 1200
    expect(defaultVisibleColumns(wide)).toEqual(['id', 'a', 'c', 'd', 'e', 'f']);
  });

  it.each(entities.map((e) => [e.name, e] as const))('%s: the default columns fit the budget', (_name, entity) => {
    const shown = defaultVisibleColumns(entity);
    expect(shown.length).toBeGreaterThan(0);
    expect(columnsWidth(columnFields(entity), shown)).toBeLessThanOrEqual(columnsBudget);
  });
});

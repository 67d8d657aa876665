import { describe, expect, it } from 'vitest';
import { defineEntity } from '../../../domain/core/entity';
import { operatorsByKind, type FieldKind } from '../../../domain/core/fields';
import { columnFilter, filterKey, isEntityFilter, parseFilterKey, setColumnFilter } from './filter-keys';
import { stateToSearch } from './table-state';

const kinds = {
  s: { kind: 'string' },
  n: { kind: 'int' },
  m: { kind: 'money' },
  d: { kind: 'date' },
  e: { kind: 'enum', enum: 'orderStatus' },
  r: { kind: 'ref', ref: 'client' },
  b: { kind: 'boolean' },
  l: { kind: 'list' },
  u: { kind: 'url' },
} as const;
const entity = defineEntity({ name: 'x', area: 'test', path: 'x/', table: 'x', display: 'id', fields: kinds });

function query(field: string, op: Parameters<typeof setColumnFilter>[2], value: string): string {
  return decodeURIComponent(stateToSearch({ filters: setColumnFilter({}, field, op, value), ordering: [], page: 1 }).toString());
}

describe('filters → query string, every operator', () => {
  it.each([
    ['s', 'cnt', 'acme', 's__cnt=acme'],
    ['s', 'eq', 'acme', 's=acme'],
    ['n', 'gt', '5', 'n__gt=5'],
    ['n', 'gte', '5', 'n__gte=5'],
    ['n', 'lt', '5', 'n__lt=5'],
    ['m', 'lte', '10.5', 'm__lte=10.5'],
    ['m', 'eq', '10.5', 'm=10.5'],
    ['d', 'btw', '2026-10-01,2026-11-01', 'd__btw=2026-10-01,2026-11-01'],
    ['d', 'gte', '2026-10-01', 'd__gte=2026-10-01'],
    ['e', 'eq', 'PREPARED,IN_WORK', 'e=PREPARED,IN_WORK'],
    ['e', 'in', 'PREPARED,IN_WORK', 'e__in=PREPARED,IN_WORK'],
    ['e', 'nin', 'PAID', 'e__nin=PAID'],
    ['e', 'neq', 'PAID', 'e__neq=PAID'],
    ['r', 'in', '1,2', 'r__in=1,2'],
    ['b', 'eq', 'true', 'b=true'],
    ['b', 'eq', 'false', 'b=false'],
    ['l', 'cnt', 'x', 'l__cnt=x'],
    ['u', 'cnt', 'http', 'u__cnt=http'],
  ] as const)('%s %s %s → %s', (field, op, value, expected) => {
    expect(query(field, op, value)).toBe(expected);
    expect(isEntityFilter(entity, expected.split('=')[0])).toBe(true);
  });

  it('offers exactly the operators of each kind', () => {
    for (const [name, def] of Object.entries(kinds)) {
      for (const op of operatorsByKind[def.kind as FieldKind]) expect(isEntityFilter(entity, filterKey(name, op))).toBe(true);
    }
    expect(isEntityFilter(entity, 'b__gt')).toBe(false);
    expect(isEntityFilter(entity, 'e__cnt')).toBe(false);
  });

  it('replaces the filter of a field and removes it when emptied', () => {
    let filters = setColumnFilter({}, 'n', 'gt', '5');
    filters = setColumnFilter(filters, 'n', 'lt', '9');
    expect(filters).toEqual({ n__lt: '9' });
    expect(columnFilter(filters, 'n')).toEqual({ key: 'n__lt', field: 'n', op: 'lt', value: '9' });
    expect(setColumnFilter(filters, 'n', 'lt', '')).toEqual({});
    expect(setColumnFilter({}, 'd', 'btw', ',')).toEqual({});
  });

  it('parses keys', () => {
    expect(parseFilterKey('date__btw')).toEqual({ field: 'date', op: 'btw' });
    expect(parseFilterKey('name')).toEqual({ field: 'name', op: 'eq' });
    expect(parseFilterKey('a__zzz')).toBeNull();
    expect(parseFilterKey('a$b')).toBeNull();
  });
});

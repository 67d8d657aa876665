import { describe, expect, it } from 'vitest';
import { holding, client } from '../../../domain/counterparties/counterparties';
import { user } from '../../../domain/accounts/accounts';
import { defineEntity } from '../../../domain/core/entity';
import {
  defaultTableState,
  lastPage,
  loadStoredState,
  orderingToSorting,
  resolveInitialState,
  saveState,
  searchToState,
  sortingToOrdering,
  stateToSearch,
  type TableState,
} from './table-state';

const ctx = { userId: 7, department: 1, today: '2026-05-04' };

const every = defineEntity({
  name: 'every',
  area: 'test',
  path: 'every/',
  table: 'every',
  display: 'name',
  fields: {
    name: { kind: 'string' },
    sum: { kind: 'money' },
    date: { kind: 'date' },
    status: { kind: 'enum', enum: 'orderStatus' },
    client: { kind: 'ref', ref: 'client' },
    paid: { kind: 'boolean' },
  },
});

describe('table state ↔ address', () => {
  it('writes filters, ordering and page in the API syntax', () => {
    const state: TableState = { filters: { name__cnt: 'acme' }, ordering: ['-name', 'id'], page: 2 };
    expect(stateToSearch(state).toString()).toBe('name__cnt=acme&ordering=-name%2Cid&page=2');
  });

  it('omits page 1 and empty ordering', () => {
    expect(stateToSearch({ filters: {}, ordering: [], page: 1 }).toString()).toBe('');
  });

  it('round-trips through the address', () => {
    const state: TableState = {
      filters: { name__cnt: 'a b', sum__gte: '10.5', date__btw: '2026-10-01,2026-11-01', status__nin: 'PAID,CANCELED', client: '1,2', paid: 'false' },
      ordering: ['-date', 'name'],
      page: 3,
    };
    const params = new URLSearchParams(stateToSearch(state).toString());
    expect(searchToState(every, params)).toEqual(state);
  });

  it('reads repeated ordering parameters', () => {
    const state = searchToState(holding, new URLSearchParams('ordering=-name&ordering=id'));
    expect(state?.ordering).toEqual(['-name', 'id']);
  });

  it('ignores keys with $, unknown fields and operators that do not fit the kind', () => {
    const params = new URLSearchParams('$foo=1&name$x=2&nope=3&name__gt=4&sum__cnt=5&tab=x&name__cnt=ok');
    expect(searchToState(every, params)).toEqual({ filters: { name__cnt: 'ok' }, ordering: [], page: 1 });
  });

  it('is null when the address carries no table key', () => {
    expect(searchToState(holding, new URLSearchParams('tab=1&$x=2'))).toBeNull();
  });

  it('maps ordering to sorting and back', () => {
    const sorting = orderingToSorting(['-date', 'name']);
    expect(sorting).toEqual([
      { id: 'date', desc: true },
      { id: 'name', desc: false },
    ]);
    expect(sortingToOrdering(sorting)).toEqual(['-date', 'name']);
  });

  it('derives the last page from count', () => {
    expect(lastPage(0)).toBe(1);
    expect(lastPage(40)).toBe(1);
    expect(lastPage(41)).toBe(2);
  });
});

describe('stored state and defaults', () => {
  it('saves per entity and restores when the address has none', () => {
    const state: TableState = { filters: { name__cnt: 'x' }, ordering: ['-name'], page: 2 };
    saveState(holding, state, localStorage);
    expect(loadStoredState(holding, localStorage)).toEqual(state);
    expect(resolveInitialState(holding, new URLSearchParams(), localStorage, ctx)).toEqual({ state, fromAddress: false });
  });

  it('prefers the address over the stored state', () => {
    saveState(holding, { filters: { name__cnt: 'x' }, ordering: [], page: 1 }, localStorage);
    const resolved = resolveInitialState(holding, new URLSearchParams('name__cnt=y'), localStorage, ctx);
    expect(resolved).toEqual({ state: { filters: { name__cnt: 'y' }, ordering: [], page: 1 }, fromAddress: true });
  });

  it('falls back to the entity defaults: default filters and ordering', () => {
    expect(resolveInitialState(client, new URLSearchParams(), localStorage, ctx).state).toEqual({
      filters: { user: '7' },
      ordering: ['name'],
      page: 1,
    });
    expect(defaultTableState(user, ctx)).toEqual({ filters: { isActive: 'true' }, ordering: ['lastName', 'firstName'], page: 1 });
  });

  it('drops stored filters the entity no longer accepts', () => {
    localStorage.setItem('table.holding', JSON.stringify({ filters: { gone: '1', name__cnt: 'a' }, ordering: ['name'], page: 0 }));
    expect(loadStoredState(holding, localStorage)).toEqual({ filters: { name__cnt: 'a' }, ordering: ['name'], page: 1 });
  });
});

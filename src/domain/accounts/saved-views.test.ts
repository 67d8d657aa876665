/** The rules of saved views as pure functions: who sees and changes one, what it may point at. */
import { describe, expect, it } from 'vitest';
import type { Actor } from '../core/access';
import { accessVerdict } from '../core/entity';
import { mayChangeSavedView } from './saved-view-access';
import { queryParams, savedViewRefusal, viewedEntity } from './saved-view-target';
import { savedView } from './saved-views';

const actor = (id: number, role: Actor['role'] = 'USER'): Actor => ({ id, role, isSuperAdmin: false, department: 1 });

describe('saved view access', () => {
  it('reads own views or shared ones', () => {
    expect(accessVerdict(savedView, 'read', actor(7), null)).toEqual({ allowed: true, where: [{ owner: '7' }, { shared: 'true' }] });
  });

  it('lets the owner and an admin change a view, nobody else', () => {
    expect(mayChangeSavedView(actor(7), { owner: 7 })).toBe(true);
    expect(mayChangeSavedView(actor(8, 'ADMIN'), { owner: 7 })).toBe(true);
    expect(mayChangeSavedView(actor(8, 'MANAGER'), { owner: 7 })).toBe('Only its owner or an admin may change a saved view');
    expect(mayChangeSavedView(actor(8), null)).toBe(true);
  });
});

describe('what a saved view points at', () => {
  it('names a declared entity by its API path without the slash', () => {
    expect(viewedEntity('orders')?.name).toBe('order');
    expect(viewedEntity('orders/accounting')?.name).toBe('accountsReceivable');
    expect(viewedEntity('order')).toBeUndefined();
    expect(viewedEntity(5)).toBeUndefined();
  });

  it('reads a query string with repeated keys', () => {
    expect(queryParams('?ordering=-id&ordering=name&status=PREPARED')).toEqual({ ordering: ['-id', 'name'], status: 'PREPARED' });
    expect(Object.entries(queryParams('__proto__=x&__proto__=y&constructor=z'))).toEqual([
      ['__proto__', ['x', 'y']],
      ['constructor', 'z'],
    ]);
  });

  it('accepts columns and a query of that table, and an area parameter it is told of', () => {
    expect(savedViewRefusal({ entity: 'orders', columns: ['id', 'number'], query: 'status__in=PREPARED&ordering=-id' })).toBeNull();
    expect(savedViewRefusal({ entity: 'orders', columns: [], query: 'special=1' }, () => ['special'])).toBeNull();
  });

  it('refuses on the field that does not fit', () => {
    expect(savedViewRefusal({ entity: 'nowhere', columns: [], query: '' })?.options.errors).toEqual({ entity: ['Not a table that can be saved as a view: nowhere'] });
    expect(savedViewRefusal({ entity: 'orders', columns: ['number', 'colour'], query: '' })?.options.errors).toEqual({ columns: ['Not columns of orders: colour'] });
    expect(savedViewRefusal({ entity: 'orders', columns: [], query: 'ordering=colour' })?.code).toBe('query.unknownOrdering');
  });
});

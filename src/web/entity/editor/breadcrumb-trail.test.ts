import { describe, expect, it } from 'vitest';
import { entityByName } from '../../../domain/core/entities';
import { appRoutes } from '../../app/route-table';
import { breadcrumbTrail } from './breadcrumb-trail';

describe('editor breadcrumbs', () => {
  it('are the area, the list screen and the record title from the declarations', () => {
    expect(breadcrumbTrail(entityByName('order'), appRoutes, 12, { id: 12, number: '2026-00012', name: 'Campaign' })).toEqual({
      area: 'areas.sales',
      list: { title: 'Orders', path: '/orders' },
      title: '2026-00012',
    });
    expect(breadcrumbTrail(entityByName('client'), appRoutes, 3, { id: 3, name: 'Acme' })).toMatchObject({ area: 'areas.counterparties', list: { path: '/clients' }, title: 'Acme' });
  });

  it('say "new" for a record being created and fall back to the id while it loads', () => {
    expect(breadcrumbTrail(entityByName('order'), appRoutes, 'create', null).title).toBeNull();
    expect(breadcrumbTrail(entityByName('order'), appRoutes, 7, null).title).toBe('#7');
  });

  it('have an area name in both languages for every area with editors', async () => {
    const { en } = await import('../../../domain/core/i18n/en');
    const { ru } = await import('../../../domain/core/i18n/ru');
    const { areas } = await import('../../../domain/areas');
    for (const area of areas) {
      expect(en[`areas.${area.name}`], area.name).toBeTruthy();
      expect(ru[`areas.${area.name}`], area.name).toMatch(/[а-яА-Я]/);
    }
  });
});

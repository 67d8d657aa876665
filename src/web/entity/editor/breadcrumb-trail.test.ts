import { describe, expect, it } from 'vitest';
import { entityByName } from '../../../domain/core/entities';
import { appRoutes } from '../../app/route-table';
import { breadcrumbTrail, crumbs } from './breadcrumb-trail';

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

  it('show an enum title as its text and an id-titled record as #id, never the raw value (issue "Month close" #11)', () => {
    const label = (enumName: string, value: string) => `${enumName}:${value}`;
    expect(breadcrumbTrail(entityByName('deepseekPrompt'), appRoutes, 1, { id: 1, type: 'AUDIENCE' }, label).title).toBe('promptType:AUDIENCE');
    expect(breadcrumbTrail(entityByName('dspInvoice'), appRoutes, 1, { id: 1, dsp: 'd1' }).title).toBe('#1');
  });

  it('name a list called as its area once, not twice', () => {
    const t = (key: string) => ({ 'areas.dsps': 'DSPs', DSPs: 'DSPs', 'areas.sales': 'Sales', Orders: 'Orders' })[key] ?? key;
    expect(crumbs({ area: 'areas.dsps', list: { title: 'DSPs', path: '/dsp' }, title: 'Alpha' }, t, 'New').map((c) => c.text)).toEqual(['DSPs', 'Alpha']);
    expect(crumbs({ area: 'areas.sales', list: { title: 'Orders', path: '/orders' }, title: null }, t, 'New')).toEqual([{ text: 'Sales' }, { text: 'Orders', path: '/orders' }, { text: 'New' }]);
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

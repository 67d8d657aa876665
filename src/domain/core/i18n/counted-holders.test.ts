import { describe, expect, it } from 'vitest';
import { areas } from '../../areas';
import { holderCountsEn, holderCountsRu } from './counted-holders';

describe('counted holders', () => {
  it('writes the plural forms of each language, Russian other as few', () => {
    expect(holderCountsEn({ order: ['order', 'orders'] })).toEqual({ 'usedBy.order_one': '{{count}} order', 'usedBy.order_other': '{{count}} orders' });
    expect(holderCountsRu({ order: ['заказ', 'заказа', 'заказов'] })).toEqual({
      'usedBy.order_one': '{{count}} заказ',
      'usedBy.order_few': '{{count}} заказа',
      'usedBy.order_many': '{{count}} заказов',
      'usedBy.order_other': '{{count}} заказа',
    });
  });

  it.each(areas.filter((area) => area.holders).map((area) => [area.name, area] as const))('%s counts its own entities, in both languages', (_name, area) => {
    const own = area.entities.map((entity) => entity.name);
    expect(own).toEqual(expect.arrayContaining(Object.keys(area.holders!.en)));
    expect(Object.keys(area.holders!.ru).sort()).toEqual(Object.keys(area.holders!.en).sort());
  });
});

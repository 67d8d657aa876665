import { describe, expect, it } from 'vitest';
import { order } from '../../../domain/sales/orders';
import type { FormatContext } from '../format';
import { filterChips, withoutFilter, type ChipContext } from './filter-chips';

const texts: Record<string, string> = { 'table.me': 'me', 'table.empty': 'empty', Yes: 'Yes', No: 'No' };
const labels: Record<string, string> = { dateReport: 'Report date', department: 'Department', responsible: 'Responsible', status: 'Status', name: 'Name', isLocked: 'Locked', sumWithNds: 'Sum with VAT', client: 'Client' };

function context(language: string): ChipContext {
  const format: FormatContext = {
    language,
    enumLabel: (enumName, value) => `${enumName}:${value}`,
    refLabel: (ref, id) => (ref === 'department' && String(id) === '5' ? 'AdX' : null),
  };
  return { format, labelOf: (f) => labels[f] ?? f, t: (k) => texts[k] ?? k, me: 7 };
}

describe('filter chips', () => {
  it('names each filter with its column, operator and value as people read them', () => {
    const chips = filterChips(
      order,
      {
        dateReport__btw: '2026-11-01,2026-12-01',
        department: '5',
        responsible: '7',
        status__in: 'PREPARED,SIGNED',
        name__cnt: 'acme',
        isLocked: 'false',
        sumWithNds__gte: '1000',
        client: '12,null',
      },
      context('en'),
    );
    expect(chips.map((c) => c.text)).toEqual([
      'Report date ↔ 11/01/2026 – 11/30/2026',
      'Department = AdX',
      'Responsible = me',
      'Status ∈ orderStatus:PREPARED, orderStatus:SIGNED',
      'Name ≈ "acme"',
      'Locked = No',
      'Sum with VAT ≥ 1,000.00',
      'Client = #12, empty',
    ]);
    expect(chips[0].key).toBe('dateReport__btw');
  });

  it('writes dates and numbers in Russian on a Russian screen', () => {
    const chips = filterChips(order, { dateReport__btw: '2026-11-01,2026-12-01', sumWithNds__gte: '1000.5' }, context('ru'));
    expect(chips.map((c) => c.text.replace(/[\u00a0\u202f]/g, ' '))).toEqual(['Report date ↔ 01.11.2026 – 30.11.2026', 'Sum with VAT ≥ 1 000,50']);
  });

  it('leaves out keys the entity does not know and clears one filter', () => {
    expect(filterChips(order, { nonsense: '1' }, context('en'))).toEqual([]);
    expect(withoutFilter({ a: '1', b: '2' }, 'a')).toEqual({ b: '2' });
  });
});

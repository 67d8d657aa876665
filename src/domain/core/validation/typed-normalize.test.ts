import { describe, expect, it } from 'vitest';
import { erirAct } from '../../registry-acts/erir-acts';
import { order } from '../../sales/orders';
import { entitySchema } from './entity-schema';
import { normalizedWhenTyped } from './typed-normalize';

const stored = { dateStart: '2026-03-05', dateEnd: '2026-03-20', dateReport: '2026-03-01' };

describe('normalizedWhenTyped', () => {
  it('moves the dates that follow a valid start date', () => {
    expect(normalizedWhenTyped(order, { ...stored, dateStart: '2026-02-10' }, stored, ['dateStart'], 'update')).toMatchObject({ dateEnd: '2026-02-28', dateReport: '2026-02-01' });
  });

  it('leaves a model with an impossible or wrongly typed date as it is, for the schema to refuse', () => {
    for (const value of ['2026-02-30', '2026-13-01', 'x', 1, true, {}]) {
      const model = { ...stored, dateStart: value };
      expect(normalizedWhenTyped(order, model, stored, ['dateStart'], 'update'), JSON.stringify(value)).toEqual(model);
      expect(normalizedWhenTyped(order, { ...stored, dateEnd: value, dateStart: '2026-04-01' }, stored, ['dateStart', 'dateEnd'], 'update').dateEnd).toBe(value);
    }
  });

  it('takes over only what normalize sets, leaving the other values as sent', () => {
    const model: Record<string, unknown> = { ...stored, dateStart: '2026-02-10', nds: '12,5' };
    expect(normalizedWhenTyped(order, model, stored, ['dateStart'], 'update').nds).toBe('12,5');
  });
});

describe('a reference where the old API sends 0 for none', () => {
  it('is parsed as empty, with the type checked', () => {
    const result = entitySchema(erirAct, 'update').safeParse({ date: '2026-01-31', number: '1', sum: 10, erirApi: 'VK', contract: 0, commission: 5 });
    expect(result.success && result.data.contract).toBeNull();
  });
});

/** Text ids are shown and filtered as text (issue "Month close" #9): SSPs, panels, non-media, DSPs. */
import { describe, expect, it } from 'vitest';
import { dsp } from '../../domain/dsps/dsp-entities';
import { nonMedia, panel, ssp } from '../../domain/publishers/publisher-entities';
import { holding } from '../../domain/counterparties/counterparties';
import { columnFields, fieldOf, operatorsOf } from './entity-columns';
import { cellText } from './format';

const ctx = { language: 'en', enumLabel: (_: string, value: string) => value, refLabel: () => null };

describe('the id column of an entity with text ids', () => {
  it('shows the text id and filters it as text (contains)', () => {
    for (const entity of [ssp, panel, nonMedia, dsp]) {
      const [name, field] = columnFields(entity)[0];
      expect(name).toBe('id');
      expect(cellText('id', field, { id: 'ssp-Yandex 1' }, ctx)).toBe('ssp-Yandex 1');
      expect(operatorsOf(field)).toContain('cnt');
      expect(fieldOf(entity, 'id')?.kind).toBe('string');
    }
  });
  it('keeps a number id a number', () => {
    const [, field] = columnFields(holding)[0];
    expect(field.kind).toBe('int');
    expect(cellText('id', field, { id: 42 }, ctx)).toBe('42');
  });
});

/** The editor's declared sections and columns: declared order, hidden fields left out, the rest in a last section. */
import { describe, expect, it } from 'vitest';
import { defineEntity } from '../../../domain/core/entity';
import { order } from '../../../domain/sales/orders';
import { formSections, otherSection } from './form-sections';

const plain = defineEntity({
  name: 'holding',
  area: 'test',
  path: 'holdings/',
  table: 'holdings',
  display: 'name',
  fields: { name: { kind: 'string' }, note: { kind: 'text' } },
});

describe('form sections', () => {
  it('groups the shown fields under the declared titles, in declared order, the rest last', () => {
    const sections = formSections(order, ['comment', 'responsible', 'name', 'client', 'status', 'isImho'], 2);
    expect(sections).toEqual([
      { title: 'editor.section.main', columns: 3, fields: ['name', 'status'] },
      { title: 'editor.section.parties', columns: 3, fields: ['client'] },
      { title: 'editor.section.staff', columns: 3, fields: ['responsible'] },
      { title: otherSection, columns: 3, fields: ['comment', 'isImho'] },
    ]);
  });

  it('lays an entity without sections out in one untitled section of the editor’s columns', () => {
    expect(formSections(plain, ['name', 'note'], 2)).toEqual([{ title: undefined, columns: 2, fields: ['name', 'note'] }]);
    expect(formSections(plain, [], 1)).toEqual([]);
  });
});

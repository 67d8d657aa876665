/** __Title__: the area's entity, a name and a note, on the generic list, read and write calls (`/api/__area__/`). */
import { defineEntity } from '../core/entity';

export const __entity__ = defineEntity({
  name: '__entity__',
  area: '__area__',
  path: '__area__/',
  table: '__table__',
  display: 'name',
  searchFields: ['name'],
  defaultOrdering: ['name'],
  editor: { mode: 'dialog' },
  fields: {
    name: { kind: 'string', required: true, trim: true, index: true },
    note: { kind: 'text' },
  },
});

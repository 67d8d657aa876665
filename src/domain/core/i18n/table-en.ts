/** English texts of the generic table: density, filter chips, column chooser. */
import type { Catalogue } from './messages';

export const tableEn: Catalogue = {
  'Compact rows': 'Compact rows',
  'Comfortable rows': 'Comfortable rows',
  '{{shown}} of {{all}} shown:': '{{shown}} of {{all}} shown:',
  'Clear filter': 'Clear filter',
  'table.me': 'me',
  'table.empty': 'empty',
  'Search columns': 'Search columns',
  'Drag to reorder': 'Drag to reorder',
};

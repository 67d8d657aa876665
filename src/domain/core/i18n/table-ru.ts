/** Russian texts of the generic table: density, filter chips, column chooser. */
import type { Catalogue } from './messages';

export const tableRu: Catalogue = {
  'Compact rows': 'Компактные строки',
  'Comfortable rows': 'Просторные строки',
  '{{shown}} of {{all}} shown:': 'Показано {{shown}} из {{all}}:',
  'Clear filter': 'Снять фильтр',
  'table.me': 'я',
  'table.empty': 'пусто',
  'Search columns': 'Поиск колонок',
  'Drag to reorder': 'Перетащите, чтобы изменить порядок',
};

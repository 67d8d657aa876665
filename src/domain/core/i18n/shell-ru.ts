/** Russian texts of the shell's global search, breadcrumbs and areas (issue 24). */
import type { Catalogue } from './messages';

export const shellRu: Catalogue = {
  'Search (Ctrl+K)': 'Поиск (Ctrl+K)',
  'Search everywhere': 'Поиск по всему',
  'Type at least {{count}} characters': 'Введите не меньше {{count}} символов',
  'Nothing found': 'Ничего не найдено',
  Searching: 'Поиск…',
  Breadcrumbs: 'Навигационная цепочка',
  'New record': 'Новая запись',
  'areas.reference': 'Справочники',
  'areas.accounts': 'Администрирование',
  'areas.counterparties': 'Контрагенты',
  'areas.domains': 'Домены',
  'areas.sales': 'Продажи',
  'areas.publishers': 'Паблишеры',
  'areas.creatives': 'Креативы',
  'areas.documents': 'Документы',
  'areas.dashboards': 'Дашборды',
  'areas.registry': 'ЕРИР',
  'areas.registry-acts': 'Акты ЕРИР',
  'areas.dsps': 'DSP-платформы',
  'areas.dmps': 'DMP-платформы',
  'areas.buying-acts': 'Акты закупки',
  'areas.buying-invoices': 'Счета закупки',
  'areas.profiler': 'Профайлер',
};

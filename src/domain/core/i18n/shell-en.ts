/** English texts of the shell's global search, breadcrumbs and areas (issue 24). */
import type { Catalogue } from './messages';

export const shellEn: Catalogue = {
  'Search (Ctrl+K)': 'Search (Ctrl+K)',
  'Search everywhere': 'Search everywhere',
  'Type at least {{count}} characters': 'Type at least {{count}} characters',
  'Nothing found': 'Nothing found',
  Searching: 'Searching…',
  Breadcrumbs: 'Breadcrumbs',
  'New record': 'New record',
  'areas.reference': 'Reference data',
  'areas.accounts': 'Administration',
  'areas.counterparties': 'Counterparties',
  'areas.domains': 'Domains',
  'areas.sales': 'Sales',
  'areas.publishers': 'Publishers',
  'areas.creatives': 'Creatives',
  'areas.documents': 'Documents',
  'areas.dashboards': 'Dashboards',
  'areas.registry': 'ERIR',
  'areas.registry-acts': 'ERIR acts',
  'areas.dsps': 'DSPs',
  'areas.dmps': 'DMPs',
  'areas.buying-acts': 'Buying acts',
  'areas.buying-invoices': 'Buying invoices',
  'areas.profiler': 'Profiler',
};

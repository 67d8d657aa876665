/** English texts of the counterparties area: holdings, clients, brands and legal entities. */
import type { Catalogue } from '../core/i18n/messages';

export const counterpartiesEn: Catalogue = {
  'Legal entities': 'Legal entities',
  'Legal entity': 'Legal entity',
  Clients: 'Clients',
  Client: 'Client',
  Brands: 'Brands',
  Verticals: 'Verticals',
  Vertical: 'Vertical',
  Holdings: 'Holdings',
  'entities.holding': 'Holding',
  'entities.client': 'Client',
  'entities.brand': 'Brand',
  'entities.brandArea': 'Brand area',
  'entities.brandVertical': 'Vertical',
  'entities.legalEntity': 'Legal entity',
  'entities.pipeOrganization': 'Pipe organisation',
};

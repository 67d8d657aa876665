/**
 * Counterparties (spec 1 §2 Legal tab group and detail routes). The tab order follows spec 2
 * §2.1: legal entities, clients, brands, verticals, holdings. Screen behaviour lives in the
 * area's table and editor options (`*-options.tsx`), never in copies of the table or editor.
 */
import Business from '@mui/icons-material/Business';
import { editorPage, tableScreen } from '../app/generic-screens';
import { screen } from '../app/routes';

const group = 'legal';

export const counterpartyRoutes = [
  screen('/legalEntities', 'Legal entities', () => import('./LegalEntitiesScreen'), { icon: Business, navOrder: 10, group }),
  screen('/clients', 'Clients', () => import('./ClientsScreen'), { group }),
  screen('/brands', 'Brands', () => import('./BrandsScreen'), { group }),
  screen('/vertical', 'Verticals', tableScreen('brandVertical', { editorPath: (id) => `/vertical/${id}` }), { group }),
  screen('/holdings', 'Holdings', tableScreen('holding'), { group }),
  screen('/brands/pipe', 'CRM organisations', tableScreen('pipeOrganization')),
  screen('/legalEntity/:id', 'Legal entity', () => import('./LegalEntityEditorScreen')),
  screen('/client/:id', 'Client', () => import('./ClientEditorScreen')),
  screen('/vertical/:id', 'Vertical', editorPage('brandVertical')),
];

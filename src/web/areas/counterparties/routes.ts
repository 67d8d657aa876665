/** Counterparties (spec 1 §2 Legal tab group, detail routes). Generic screens for now. */
import Business from '@mui/icons-material/Business';
import { editorPage, tableScreen } from '../../app/generic-screens';
import { screen } from '../../app/routes';

const group = 'legal';

export const counterpartyRoutes = [
  screen('/legalEntities', 'Legal entities', tableScreen('legalEntity'), { icon: Business, navOrder: 10, group }),
  screen('/clients', 'Clients', tableScreen('client'), { group }),
  screen('/holdings', 'Holdings', tableScreen('holding'), { group }),
  screen('/brands', 'Brands', tableScreen('brand'), { group }),
  screen('/vertical', 'Verticals', tableScreen('brandVertical', { editorPath: (id) => `/vertical/${id}` }), { group }),
  screen('/legalEntity/:id', 'Legal entity', () => import('./LegalEntityEditorScreen')),
  screen('/client/:id', 'Client', editorPage('client')),
  screen('/vertical/:id', 'Vertical', editorPage('brandVertical')),
];

/**
 * Order acts (spec 2 §2.1 /erirActs, /erirActs/{id}): the ERIR section, for super admins (spec 2
 * §2.8); the act editor shows its items read-only as a tab.
 */
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { editorPage } from '../app/generic-screens';
import { screen } from '../app/routes';

export const registryActsRoutes = [
  screen('/erirActs', 'Order acts', () => import('./ErirActsScreen'), { icon: ReceiptLong, navOrder: 99, access: 'superAdmin', group: 'erirActs' }),
  screen('/erirActs/:id', 'Order act', editorPage('erirAct'), { access: 'superAdmin' }),
];

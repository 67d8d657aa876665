/**
 * The ERIR section, for super admins (spec 2 §2.8): order acts (spec 2 §2.1 /erirActs,
 * /erirActs/{id}; the act editor shows its items read-only as a tab), ERIR statistics and their
 * BT URLs (/estats, /estats/bturls).
 */
import QueryStats from '@mui/icons-material/QueryStats';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { editorPage } from '../app/generic-screens';
import { screen, type AppRoute } from '../app/routes';
import { erirActPath } from './erir-act-path';

export const screens: AppRoute[] = [
  screen('/erirActs', 'Order acts', () => import('./ErirActsScreen'), { icon: ReceiptLong, navOrder: 99, access: 'superAdmin', group: 'erirActs', entity: 'erirAct', tableOptions: { editorPath: erirActPath } }),
  screen('/erirActs/:id', 'Order act', editorPage('erirAct'), { access: 'superAdmin' }),
  screen('/estats', 'ERIR statistics', () => import('./RegistryStatisticsScreen'), { icon: QueryStats, navOrder: 100, access: 'superAdmin', entity: 'erirStatistic' }),
  screen('/estats/bturls', 'BT URLs', () => import('./BtUrlsScreen'), { access: 'superAdmin', entity: 'btUrl' }),
];

/** ERIR statistics (spec 2 §2.1 /estats) and its BT URL list: the ERIR section, for super admins only (spec 2 §2.8, §6). */
import QueryStats from '@mui/icons-material/QueryStats';
import { screen } from '../app/routes';

export const registryStatisticsRoutes = [
  screen('/estats', 'ERIR statistics', () => import('./RegistryStatisticsScreen'), { icon: QueryStats, navOrder: 100, access: 'superAdmin' }),
  screen('/estats/bturls', 'BT URLs', () => import('./BtUrlsScreen'), { access: 'superAdmin' }),
];

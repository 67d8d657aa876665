/** The dashboards (spec 2 §2.1, §2.6): the summary at /, with the debt ageing and the holding revenue as its tabs. */
import Dashboard from '@mui/icons-material/Dashboard';
import { screen } from '../app/routes';

const group = 'dashboard';

export const dashboardRoutes = [
  screen('/', 'Dashboard', () => import('./DashboardScreen'), { icon: Dashboard, navOrder: 0, group, tabTitle: 'Summary' }),
  screen('/ageing', 'Debt ageing', () => import('./AgeingScreen'), { group }),
  screen('/holding', 'Holding revenue', () => import('./HoldingScreen'), { group }),
];

import Dashboard from '@mui/icons-material/Dashboard';
import { screen } from '../../app/routes';

export const dashboardRoutes = [screen('/', 'Dashboard', () => import('./DashboardScreen'), { icon: Dashboard, navOrder: 0 })];

/** The Month close screen: one month's buying-side and registry work, and its next steps. */
import EventAvailable from '@mui/icons-material/EventAvailable';
import { screen, type AppRoute } from '../app/routes';

export const screens: AppRoute[] = [screen('/monthClose', 'Month close', () => import('./MonthCloseScreen'), { icon: EventAvailable, navOrder: 95 })];

import Speed from '@mui/icons-material/Speed';
import { screen, type AppRoute } from '../app/routes';

export const screens: AppRoute[] = [screen('/silk', 'Profiler', () => import('./ProfilerScreen'), { icon: Speed, navOrder: 140, access: 'superAdmin' })];

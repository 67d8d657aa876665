import Speed from '@mui/icons-material/Speed';
import { screen } from '../app/routes';

export const profilerRoutes = [screen('/silk', 'Profiler', () => import('./ProfilerScreen'), { icon: Speed, navOrder: 140, access: 'superAdmin' })];

import Speed from '@mui/icons-material/Speed';
import { screen } from '../../app/routes';

export const silkRoutes = [screen('/silk', 'Profiler', () => import('./SilkScreen'), { icon: Speed, navOrder: 140, superAdminOnly: true })];

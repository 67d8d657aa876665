/** Users (spec 2 §2.7). */
import People from '@mui/icons-material/People';
import { screen, type AppRoute } from '../app/routes';

export const screens: AppRoute[] = [
  screen('/users', 'Users', () => import('./UsersScreen'), { icon: People, navOrder: 110, entity: 'user' }),
  screen('/user/:id', 'User', () => import('./UserEditorScreen'), { entity: 'user' }),
];

/** Users (spec 2 §2.7). */
import People from '@mui/icons-material/People';
import { screen } from '../app/routes';

export const userRoutes = [
  screen('/users', 'Users', () => import('./UsersScreen'), { icon: People, navOrder: 110 }),
  screen('/user/:id', 'User', () => import('./UserEditorScreen')),
];

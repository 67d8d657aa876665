/** Users (spec 2 §2.7). */
import People from '@mui/icons-material/People';
import { screen, type AppRoute } from '../app/routes';

/** Screens' tables offer the accounts' saved views (entity/table/table-views.ts). */
export { useSavedViewsMenu as tableViews } from './views/table-views-menu';

export const screens: AppRoute[] = [
  screen('/users', 'Users', () => import('./UsersScreen'), { icon: People, navOrder: 110, entity: 'user' }),
  screen('/user/:id', 'User', () => import('./UserEditorScreen'), { entity: 'user' }),
];

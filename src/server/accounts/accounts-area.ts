/** The accounts area: users, sign-in, sessions, password links. */
import { defineModule } from '../app-module';
import { accountRoutes } from './account-routes';
import { passwordReset } from './password-reset-job';
import { userHooks } from './user-hooks';

export const accountsArea = defineModule({ name: 'accounts', hooks: [userHooks], routes: [accountRoutes], jobs: [passwordReset] });

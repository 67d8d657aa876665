/** The accounts area: users, sign-in, sessions, password links, saved views. */
import { defineModule } from '../app-module';
import { accountRoutes } from './account-routes';
import { passwordReset } from './password-reset-job';
import { savedViewHooks } from './saved-view-hooks';
import { userHooks } from './user-hooks';

export const accountsArea = defineModule({ name: 'accounts', hooks: [userHooks, savedViewHooks], routes: [accountRoutes], jobs: [passwordReset] });

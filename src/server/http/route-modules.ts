/** Every route group of the API, in registration order. Areas add theirs here. */
import type { RouteModule } from './route-module';
import { entityRoutes } from './crud/entity-routes';
import { fileRoutes } from '../files/file-routes';
import { taskRoutes } from '../jobs/task-routes';
import { profilerRoutes } from '../profiler/profiler-routes';
import { accountRoutes } from '../areas/accounts/account-routes';
import { counterpartyRoutes } from '../areas/counterparties/counterparty-routes';

export const routeModules: RouteModule[] = [entityRoutes, fileRoutes, taskRoutes, profilerRoutes, accountRoutes, counterpartyRoutes];

/** Every route of the app: the areas' entries in one list. A new area adds one import here. */
import type { AppRoute } from './routes';
import { dashboardRoutes } from '../areas/dashboard/routes';
import { counterpartyRoutes } from '../areas/counterparties/routes';
import { registryStatisticsRoutes } from '../areas/registry-statistics/routes';
import { registryActsRoutes } from '../areas/registry-acts/routes';
import { userRoutes } from '../areas/users/routes';
import { referenceRoutes } from '../areas/reference/routes';
import { profilerRoutes } from '../areas/profiler/routes';
import { salesRoutes } from '../areas/sales/routes';
import { creativesRoutes } from '../areas/creatives/routes';
import { domainsRoutes } from '../areas/domains/routes';
import { publisherRoutes } from '../publishers/routes';

export const appRoutes: AppRoute[] = [
  ...dashboardRoutes,
  ...salesRoutes,
  ...creativesRoutes,
  ...counterpartyRoutes,
  ...publisherRoutes,
  ...domainsRoutes,
  ...registryActsRoutes,
  ...registryStatisticsRoutes,
  ...userRoutes,
  ...referenceRoutes,
  ...profilerRoutes,
];

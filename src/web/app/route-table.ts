/** Every route of the app: the areas' entries in one list. A new area adds one import here. */
import type { AppRoute } from './routes';
import { dashboardRoutes } from '../dashboards/dashboards-screens';
import { counterpartyRoutes } from '../counterparties/counterparties-screens';
import { registryStatisticsRoutes } from '../registry-acts/statistics-routes';
import { registryActsRoutes } from '../registry-acts/registry-acts-screens';
import { userRoutes } from '../accounts/accounts-screens';
import { referenceRoutes } from '../reference/reference-screens';
import { profilerRoutes } from '../profiler/profiler-screens';
import { salesRoutes } from '../sales/sales-screens';
import { creativesRoutes } from '../creatives/creatives-screens';
import { domainsRoutes } from '../domains/domains-screens';

export const appRoutes: AppRoute[] = [
  ...dashboardRoutes,
  ...salesRoutes,
  ...creativesRoutes,
  ...counterpartyRoutes,
  ...domainsRoutes,
  ...registryActsRoutes,
  ...registryStatisticsRoutes,
  ...userRoutes,
  ...referenceRoutes,
  ...profilerRoutes,
];

/** The counterparties area: its entity hooks, the tax-number import and the CRM sync. */
import type { RouteModule } from '../../http/route-module';
import './client-hooks';
import './legal-entity-hooks';
import { crmSyncRoutes } from './crm-sync';
import { innLookupRoutes } from './inn-lookup-route';

export const counterpartyRoutes: RouteModule = async (api, ctx) => {
  await innLookupRoutes(api, ctx);
  await crmSyncRoutes(api, ctx);
};

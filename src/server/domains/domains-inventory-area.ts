/** The domain inventory's routes and jobs beyond the generic entity calls (API.md "Domain inventory"). */
import { batchDomainsRoute } from './domain-batch';
import { connectDomainRoute } from './connect-domain';
import { customInventoryListing, customInventoryListRoute } from './custom-inventory-list';
import { domainsTemplateRoute } from './domains-template';
import { inventoryRefresh, refreshInventoryRoute } from './inventory-refresh';

export const domainsInventoryRoutes = [connectDomainRoute, batchDomainsRoute, domainsTemplateRoute, refreshInventoryRoute, customInventoryListRoute];
export const domainsInventoryJobs = [inventoryRefresh, customInventoryListing];

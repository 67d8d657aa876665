/** The domain inventory's routes and jobs beyond the generic entity calls (API.md "Domain inventory"). */
import { batchDomainsRoute } from './domain-batch';
import { connectDomainRoute } from './connect-domain';
import { customInventoryListing, customInventoryListRoute } from './custom-inventory-list';
import { domainsTemplateRoute } from './domains-template';
import { checkDomainsRoute, domainCheck } from './domain-check';
import { enrichInventoryRoute, inventoryEnrichment } from './inventory-enrichment';
import { exportInventoryRoute, inventoryGoogleExport } from './inventory-google-export';
import { inventoryPing, pingInventoryRoute } from './inventory-ping';
import { inventoryRefresh, refreshInventoryRoute } from './inventory-refresh';

export const domainsInventoryRoutes = [
  connectDomainRoute,
  batchDomainsRoute,
  domainsTemplateRoute,
  checkDomainsRoute,
  refreshInventoryRoute,
  customInventoryListRoute,
  pingInventoryRoute,
  exportInventoryRoute,
  enrichInventoryRoute,
];
export const domainsInventoryJobs = [inventoryRefresh, customInventoryListing, domainCheck, inventoryPing, inventoryGoogleExport, inventoryEnrichment];

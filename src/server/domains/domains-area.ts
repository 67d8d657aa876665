/**
 * The domain inventory (spec 2 §2.5): platforms, domains and their reference lists, the
 * white-label inventory and its prompts on the generic entity routes, and the inventory's own
 * actions (src/server/domains). Sending a platform to the registry is the registry area's.
 */
import { defineModule } from '../app-module';
import { domainsInventoryJobs, domainsInventoryRoutes } from './domains-inventory-area';

export const domainsArea = defineModule({ name: 'domains', routes: domainsInventoryRoutes, jobs: domainsInventoryJobs });

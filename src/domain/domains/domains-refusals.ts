/** Every refusal code of the domains area, gathered for the registry and the manifest. */
import { domainCheckRefusals } from './domain-check-refusals';
import { inventoryServicesRefusals } from './inventory-services-refusals';

export const domainsRefusals = { ...domainCheckRefusals, ...inventoryServicesRefusals };

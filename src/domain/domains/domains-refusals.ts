/** Every refusal code of the domains area, gathered for the registry and the manifest. */
import { domainCheckRefusals } from './domain-check-refusals';

export const domainsRefusals = { ...domainCheckRefusals };

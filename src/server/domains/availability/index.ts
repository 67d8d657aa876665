/**
 * The domain availability check (API.md "Domain inventory", spec 2 §2.5): what the domain and
 * inventory areas call to check hosts and to read its settings.
 */
export { checkHosts, type CheckHostsOptions, type CheckTally } from './check-hosts';
export { checkHost, type CheckedAvailability, type HostCheckResult } from './host-check';
export { readDomainCheckSettings, type DomainCheckSettings } from './check-settings';
export type { CheckProblem } from './check-problem';

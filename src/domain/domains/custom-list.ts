/**
 * The custom white-label check's list (API.md "Inventory" custom): one site a line or
 * comma-separated; each compared in lower case without scheme, `www.` and path. Answers the
 * sites in the order given, once each; a text that is no host name is kept as typed.
 */
import { hostNameOf } from './inventory-host-name';

export function customListSites(text: string): string[] {
  const sites = text
    .split(/[\n\r,;]+/)
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const host = hostNameOf(item);
      return 'host' in host ? host.host : item;
    });
  return [...new Set(sites)];
}

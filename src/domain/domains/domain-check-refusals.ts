/**
 * Messages of the domain availability check (spec 2 §2.5, API.md "Domain inventory"): a domain
 * that is not a host name, and why a check found a domain NOT_AVAILABLE without an HTTP answer.
 * They reach users as a field error (upload, custom list) or in a check result's `error`; the
 * Russian entries are in domain-check-ru.ts.
 */
export const domainCheckRefusals = {
  'domains.host.empty': 'The domain is empty',
  'domains.host.ipAddress': '{{value}} is an IP address: give the domain name',
  'domains.host.port': '{{value}} names a port: give the domain name alone',
  'domains.host.invalid': '{{value}} is not a domain name',
  'domains.check.refusedAddress': '{{host}} resolves to {{address}}, $t(domains.addressRange.{{range}}): not checked',
  'domains.check.noAddress': '{{host}} has no address: {{reason}}',
  'domains.check.timeout': 'No complete answer from {{url}} within {{seconds}} s',
  'domains.check.connectionFailed': 'The request to {{url}} failed: {{reason}}',
  'domains.check.tooManyRedirects': 'More than {{max}} redirects from {{url}}',
  'domains.check.badRedirect': '{{url}} redirects to {{location}}, which is not an http or https address of a domain',
  'domains.check.badResolveSetting': 'DOMAIN_CHECK_RESOLVE: {{entry}} is not name=address:port',
} as const;

/** Why an address is not fetched: the kinds of non-public addresses, as `$t(domains.addressRange.<kind>)`. */
export const addressRanges = ['loopback', 'private', 'linkLocal', 'sharedAddressSpace', 'multicast', 'unspecified', 'reserved', 'ipv4Embedded'] as const;
export type AddressRange = (typeof addressRanges)[number];

export const addressRangeLabelsEn: Record<`domains.addressRange.${AddressRange}`, string> = {
  'domains.addressRange.loopback': 'a loopback address',
  'domains.addressRange.private': 'a private network address',
  'domains.addressRange.linkLocal': 'a link-local address',
  'domains.addressRange.sharedAddressSpace': 'a carrier-grade NAT address',
  'domains.addressRange.multicast': 'a multicast or broadcast address',
  'domains.addressRange.unspecified': 'the unspecified address',
  'domains.addressRange.reserved': 'a reserved or special-purpose address',
  'domains.addressRange.ipv4Embedded': 'an IPv4 address written as IPv6',
};

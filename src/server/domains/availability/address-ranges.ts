/**
 * Which addresses the availability check may connect to: public unicast only. IPv4 and IPv6
 * special ranges come from ipaddr.js (IANA's special-purpose registries); on top of it, IPv6
 * must be global unicast (2000::/3), and IPv6 forms that carry an IPv4 address (mapped,
 * compatible, SIIT ::ffff:0:0:0/96, NAT64 64:ff9b::/96) are judged by that IPv4 address;
 * mapped, compatible and SIIT forms are refused even when it is public (no resolver answers
 * them for a real site), NAT64 of a public address is allowed (a DNS64 network's answer).
 */
import ipaddr from 'ipaddr.js';
import type { AddressRange } from '../../../domain/domains/domain-check-refusals';

export type AddressVerdict = { public: true } | { public: false; range: AddressRange };

const isPublic: AddressVerdict = { public: true };
const refused = (range: AddressRange): AddressVerdict => ({ public: false, range });

/** ipaddr.js range names → our kinds; every other non-unicast range is `reserved`. */
const rangeKinds: Readonly<Record<string, AddressRange>> = {
  unspecified: 'unspecified',
  loopback: 'loopback',
  private: 'private',
  uniqueLocal: 'private',
  deprecatedSiteLocal: 'private',
  linkLocal: 'linkLocal',
  carrierGradeNat: 'sharedAddressSpace',
  multicast: 'multicast',
  broadcast: 'multicast',
};

const globalUnicast = ipaddr.parseCIDR('2000::/3');
const ipv4Compatible = ipaddr.parseCIDR('::/96');
const siit = ipaddr.parseCIDR('::ffff:0:0:0/96');
const nat64 = ipaddr.parseCIDR('64:ff9b::/96');

function kindOf(range: string): AddressVerdict {
  return range === 'unicast' ? isPublic : refused(rangeKinds[range] ?? 'reserved');
}

function lastIPv4Of(address: ipaddr.IPv6): ipaddr.IPv4 {
  const bytes = address.toByteArray();
  return new ipaddr.IPv4(bytes.slice(12));
}

/** The IPv4 address an IPv6 form carries, judged; public is refused unless NAT64 allows it. */
function embeddedVerdict(embedded: ipaddr.IPv4, publicAllowed: boolean): AddressVerdict {
  const verdict = kindOf(embedded.range());
  if (!verdict.public) return verdict;
  return publicAllowed ? isPublic : refused('ipv4Embedded');
}

function ipv6Verdict(address: ipaddr.IPv6): AddressVerdict {
  const range = address.range();
  if (range === 'unspecified' || range === 'loopback') return kindOf(range);
  if (address.isIPv4MappedAddress()) return embeddedVerdict(address.toIPv4Address(), false);
  if (address.match(siit) || address.match(ipv4Compatible)) return embeddedVerdict(lastIPv4Of(address), false);
  if (address.match(nat64)) return embeddedVerdict(lastIPv4Of(address), true);
  if (range === 'unicast' && !address.match(globalUnicast)) return refused('reserved');
  return kindOf(range);
}

/** Public or the kind of non-public address; text that is not an address is `reserved`. */
export function addressVerdict(text: string): AddressVerdict {
  const bare = text.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!ipaddr.isValid(bare)) return refused('reserved');
  const address = ipaddr.parse(bare);
  return address.kind() === 'ipv4' ? kindOf((address as ipaddr.IPv4).range()) : ipv6Verdict(address as ipaddr.IPv6);
}

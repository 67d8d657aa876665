import { describe, expect, it } from 'vitest';
import { addressVerdict } from './address-ranges';

describe('the addresses a check may connect to', () => {
  it('allows public unicast IPv4 and IPv6, and NAT64 of a public IPv4', () => {
    for (const address of ['1.1.1.1', '8.8.8.8', '93.184.216.34', '172.15.255.255', '172.32.0.1', '192.167.1.1', '100.63.255.255', '2a00:1450:4010:c05::66', '2606:4700::1111', '64:ff9b::808:808']) {
      expect(addressVerdict(address), address).toEqual({ public: true });
    }
  });

  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['::1', 'loopback'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.254', 'private'],
    ['192.168.1.1', 'private'],
    ['fc00::1', 'private'],
    ['fd12:3456::1', 'private'],
    ['fec0::1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['fe80::1', 'linkLocal'],
    ['febf::1', 'linkLocal'],
    ['100.64.0.1', 'sharedAddressSpace'],
    ['100.127.255.254', 'sharedAddressSpace'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'multicast'],
    ['ff02::1', 'multicast'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['::', 'unspecified'],
    ['192.0.2.10', 'reserved'],
    ['198.51.100.1', 'reserved'],
    ['203.0.113.7', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['240.0.0.1', 'reserved'],
    ['192.0.0.8', 'reserved'],
    ['2001:db8::1', 'reserved'],
    ['100::1', 'reserved'],
    ['2002:7f00:1::1', 'reserved'],
    ['2001:0:4136:e378::1', 'reserved'],
    ['64:ff9b:1::a00:1', 'reserved'],
    ['4000::1', 'reserved'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.1.2.3', 'private'],
    ['::ffff:169.254.169.254', 'linkLocal'],
    ['::ffff:8.8.8.8', 'ipv4Embedded'],
    ['::127.0.0.1', 'loopback'],
    ['::10.0.0.1', 'private'],
    ['::8.8.8.8', 'ipv4Embedded'],
    ['::ffff:0:127.0.0.1', 'loopback'],
    ['64:ff9b::127.0.0.1', 'loopback'],
    ['64:ff9b::c0a8:101', 'private'],
    ['fe80::1%eth0', 'linkLocal'],
    ['not-an-address', 'reserved'],
  ])('refuses %s as %s', (address, range) => {
    expect(addressVerdict(address)).toEqual({ public: false, range });
  });
});

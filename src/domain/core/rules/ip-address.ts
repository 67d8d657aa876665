/**
 * Whether a text is an IP address in any notation a resolver or URL parser accepts: dotted,
 * zero-padded, octal, hex, fewer parts (`0x7f.1`), a plain integer (`2130706433`), IPv6 and its
 * mapped forms, bracketed or not. The WHATWG URL rule adds that a host whose last label is a
 * number (`1.2.3.04`, `a.0x1`) is taken as IPv4, so such a text is no host name either.
 */
import ipaddr from 'ipaddr.js';

const numericLabel = /^(?:\d+|0x[0-9a-f]*)$/i;
/** Only IPv6 (with its colons) or a text of digits, hex digits, `x` and dots can be an address. */
const mayBeAddress = /:|^[0-9a-fx.]*$/i;

export function isIpAddressText(text: string): boolean {
  const value = text.trim().replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');
  if (value === '') return false;
  // The quick test first: an upload checks every row's site, and ipaddr's parsers are slow on host names.
  if (mayBeAddress.test(value) && ipaddr.isValid(value)) return true;
  const labels = value.split('.');
  return numericLabel.test(labels[labels.length - 1]);
}

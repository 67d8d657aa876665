/**
 * A domain as the inventory keeps it: a host name in lower case, ASCII (IDN in punycode), no
 * trailing dot. What people paste is normalised (a scheme, a path, a query, `HTTPS://Site.RU/x`
 * gives `site.ru`); what is not a domain name (spaces, an IP address, a port, credentials,
 * a single label, a numeric top-level label) is refused with the code of the reason.
 * Pure: the browser uses it for the upload and custom-list dialogs as the server does.
 */
import type { domainCheckRefusals } from './domain-check-refusals';

export type HostNameRefusal = Extract<keyof typeof domainCheckRefusals, `domains.host.${string}`>;

export type HostNameVerdict = { ok: true; host: string } | { ok: false; code: HostNameRefusal; values: { value: string } };

const maxHostLength = 253;
const label = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
/** Top-level labels are letters (or punycode): `1.2.3.4`, `0x7f.1` or `2130706433` are not names. */
const topLabel = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
const ipv4Like = /^\d+(\.\d+){0,3}$/;

function refused(code: HostNameRefusal, value: string): HostNameVerdict {
  return { ok: false, code, values: { value } };
}

/** The authority part of what was pasted: without scheme, path, query and fragment. */
function authorityOf(text: string): string | null {
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(text);
  if (scheme && !/^https?$/i.test(scheme[1])) return null;
  const rest = scheme ? text.slice(scheme[0].length) : text.replace(/^\/\//, '');
  return rest.split(/[/?#]/, 1)[0];
}

/** Punycode through the platform's URL parser (browser and Node), or null when it refuses. */
function asciiOf(host: string): string | null {
  if (/^[\x21-\x7e]*$/.test(host)) return host;
  try {
    return new URL(`http://${host}/`).hostname;
  } catch {
    return null;
  }
}

export function normaliseHostName(input: string): HostNameVerdict {
  const value = input.trim();
  if (value === '') return refused('domains.host.empty', value);
  if (/\s/.test(value)) return refused('domains.host.invalid', value);
  const authority = authorityOf(value);
  if (authority === null || authority === '' || authority.includes('@')) return refused('domains.host.invalid', value);
  if (authority.startsWith('[') || authority.split(':').length > 2) return refused('domains.host.ipAddress', value);
  const [name, port] = authority.split(':');
  if (ipv4Like.test(name.replace(/\.$/, ''))) return refused('domains.host.ipAddress', value);
  if (port !== undefined) return refused('domains.host.port', value);
  const ascii = asciiOf(name.toLowerCase().replace(/\.$/, ''));
  if (ascii === null || ascii.length > maxHostLength) return refused('domains.host.invalid', value);
  const labels = ascii.split('.');
  if (labels.length < 2 || !labels.every((part) => label.test(part)) || !topLabel.test(labels[labels.length - 1])) {
    return refused('domains.host.invalid', value);
  }
  return { ok: true, host: ascii };
}

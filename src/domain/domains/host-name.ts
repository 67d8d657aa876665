/**
 * The host name of an inventory site (spec 2 §3 Domain, API.md "Domain inventory"): what a
 * person types — `https://www.News.example/path`, ` news.example ` — becomes `news.example`;
 * an IP literal, a bare word or anything that is not a host name is refused with the reason.
 * The batch upload and the custom white-label check both read sites through it.
 */
import { siteHost } from './site-platform';

export const hostNameMessages = {
  required: 'The domain is empty',
  notHost: 'Not a domain name: {{value}}',
  ipLiteral: 'An IP address is not a domain name: {{value}}',
} as const;

const hostPattern = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+(xn--[a-z0-9-]{1,59}|[a-z]{2,63})$/;
const ipv4 = /^\d{1,3}(\.\d{1,3}){3}$/;

export type HostName = { host: string } | { problem: keyof typeof hostNameMessages };

/** The lower-case host without scheme, `www.`, port, path or trailing dot. */
export function hostNameOf(text: string | null | undefined): HostName {
  const typed = (text ?? '').trim();
  if (!typed) return { problem: 'required' };
  if (/\s/.test(typed)) return { problem: 'notHost' };
  const host = siteHost(typed);
  if (!host) return { problem: 'notHost' };
  if (ipv4.test(host) || host.startsWith('[')) return { problem: 'ipLiteral' };
  const bare = host.startsWith('www.') ? host.slice(4) : host;
  return hostPattern.test(bare) ? { host: bare } : { problem: 'notHost' };
}

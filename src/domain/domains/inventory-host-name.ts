/**
 * The host name of an inventory site (spec 2 §3 Domain, API.md "Domain inventory"): what a
 * person types — `https://www.News.example/path`, ` news.example ` — becomes `news.example`
 * (`www.` dropped, as the custom list compares them); an IP literal, a bare word or anything
 * that is not a host name is refused with the reason. The name rules are the availability
 * check's (host-name.ts); this adds the inventory's `www.` and its row messages.
 */
import { normaliseHostName } from './host-name';

export const hostNameMessages = {
  required: 'The domain is empty',
  notHost: 'Not a domain name: {{value}}',
  ipLiteral: 'An IP address is not a domain name: {{value}}',
} as const;

export type HostName = { host: string } | { problem: keyof typeof hostNameMessages };

/** A pasted address's port says nothing about the site: the inventory drops it (the check refuses it). */
const withoutPort = (text: string) => text.replace(/^(\s*(?:[a-z][a-z0-9+.-]*:\/\/)?[^/:?#\s[\]]+):\d+/i, '$1');

export function hostNameOf(text: string | null | undefined): HostName {
  const verdict = normaliseHostName(withoutPort(text ?? ''));
  if (!verdict.ok) return { problem: verdict.code === 'domains.host.empty' ? 'required' : verdict.code === 'domains.host.ipAddress' ? 'ipLiteral' : 'notHost' };
  const host = verdict.host.startsWith('www.') ? verdict.host.slice(4) : verdict.host;
  return { host };
}

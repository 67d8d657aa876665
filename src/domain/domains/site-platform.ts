/**
 * Which platform an order's ads ran on (spec 2 §2.4 ERIR statistics; spec 1 §3 Platform): the
 * platform whose domain is the host of the order's site. `https://www.News.example/path` is
 * `www.news.example`, and `news.example` serves when no platform is named with the `www.`.
 * The one rule: the registry's statistics and acts both ask it.
 */

/** The lower-case host of a site typed as a URL or a bare domain; null when there is none. */
export function siteHost(site: string | null | undefined): string | null {
  const text = (site ?? '').trim();
  if (!text) return null;
  try {
    const host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`).hostname.toLowerCase().replace(/\.$/, '');
    return host || null;
  } catch {
    return null;
  }
}

/** The platform domains that match a site, the closest first. */
export function platformDomainsOf(site: string | null | undefined): string[] {
  const host = siteHost(site);
  if (!host) return [];
  return host.startsWith('www.') && host.length > 4 ? [host, host.slice(4)] : [host];
}

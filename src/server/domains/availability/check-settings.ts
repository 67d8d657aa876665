/**
 * How the availability check runs, from the environment (README's configuration table):
 * `DOMAIN_CHECK_CONCURRENCY` (default 20) hosts at once; for tests only, `DOMAIN_CHECK_RESOLVE`
 * (comma-separated `name=address:port`, like curl's --resolve) answers chosen names without DNS
 * and sends both schemes to that port, `DOMAIN_CHECK_ALLOW_PRIVATE=true` lets those mapped
 * names (and only them) reach a non-public address, the local server a test starts, and
 * `DOMAIN_CHECK_RESOLVE_ONLY=true` checks the mapped names alone: any other name or address
 * literal is NOT_AVAILABLE without a lookup or a request (test servers whose databases hold
 * other names: no check traffic may leave the machine).
 */
import { isIP } from 'node:net';
import { normaliseHostName } from '../../../domain/domains/host-name';
import { refuse } from '../../../domain/core/refusals/refusal';

export interface PinnedAddress {
  address: string;
  family: 4 | 6;
  /** The port to connect to instead of the scheme's (a DOMAIN_CHECK_RESOLVE entry). */
  port?: number;
}

export type HostLookup = (host: string) => Promise<PinnedAddress[]>;

export interface DomainCheckSettings {
  concurrency: number;
  /** Per attempt (https, then http), covering the lookup, every redirect hop and the body. */
  timeoutMs: number;
  maxRedirects: number;
  /** Bytes of a final page read to recognise a captcha challenge. */
  maxBodyBytes: number;
  resolve: ReadonlyMap<string, PinnedAddress>;
  allowPrivate: boolean;
  /** Tests: only the names of `resolve` are looked at; every other is not checked. */
  resolveOnly?: boolean;
  /** Extra trusted certificate authorities (PEM), for a test's local HTTPS server. */
  ca?: string;
  /** Name resolution; the system resolver (dns.lookup, every address) unless a test gives its own. */
  lookup?: HostLookup;
}

export const defaultDomainCheckSettings: Omit<DomainCheckSettings, 'resolve' | 'allowPrivate'> = {
  concurrency: 20,
  timeoutMs: 10_000,
  maxRedirects: 10,
  maxBodyBytes: 128 * 1024,
};

const maxConcurrency = 500;

function resolveEntry(entry: string): [string, PinnedAddress] {
  const bad = () => refuse.invalid('domains.check.badResolveSetting', { entry });
  const match = /^([^=]+)=(?:\[([^\]]+)\]|([^:]+)):(\d{1,5})$/.exec(entry.trim());
  if (!match) throw bad();
  const name = normaliseHostName(match[1]);
  const address = match[2] ?? match[3];
  const family = isIP(address);
  const port = Number(match[4]);
  if (!name.ok || family === 0 || port < 1 || port > 65535) throw bad();
  return [name.host, { address, family: family as 4 | 6, port }];
}

/** `name=address:port,name=[v6]:port` → the map; a malformed entry is refused, naming it. */
export function parseResolveSetting(text: string | undefined): Map<string, PinnedAddress> {
  const entries = (text ?? '').split(',').filter((entry) => entry.trim() !== '');
  return new Map(entries.map(resolveEntry));
}

export function readDomainCheckSettings(env: NodeJS.ProcessEnv = process.env): DomainCheckSettings {
  const concurrency = Number(env.DOMAIN_CHECK_CONCURRENCY);
  return {
    ...defaultDomainCheckSettings,
    concurrency: Number.isInteger(concurrency) && concurrency > 0 ? Math.min(concurrency, maxConcurrency) : defaultDomainCheckSettings.concurrency,
    resolve: parseResolveSetting(env.DOMAIN_CHECK_RESOLVE),
    allowPrivate: env.DOMAIN_CHECK_ALLOW_PRIVATE === 'true',
    resolveOnly: env.DOMAIN_CHECK_RESOLVE_ONLY === 'true',
  };
}

/**
 * The address a check connects to, found by the check itself: a DOMAIN_CHECK_RESOLVE entry,
 * the literal of a redirect URL, or every address DNS gives. One non-public address among
 * them refuses the name (a resolver that mixes public and private answers is how DNS
 * rebinding gets in); the request then goes to the checked address itself, never to a name.
 */
import { promises as dns } from 'node:dns';
import { isIP } from 'node:net';
import { addressVerdict } from './address-ranges';
import { checkProblem, type CheckProblem } from './check-problem';
import type { DomainCheckSettings, HostLookup, PinnedAddress } from './check-settings';
import { untilAborted } from './until-aborted';

export type Resolution = { ok: true; target: PinnedAddress } | { ok: false; problem: CheckProblem };

export const systemLookup: HostLookup = async (host) => {
  const answers = await dns.lookup(host, { all: true, verbatim: true });
  return answers.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};

async function addressesOf(host: string, settings: DomainCheckSettings, signal: AbortSignal): Promise<PinnedAddress[] | CheckProblem> {
  const family = isIP(host);
  if (family !== 0) return [{ address: host, family: family as 4 | 6 }];
  try {
    const answers = await untilAborted((settings.lookup ?? systemLookup)(host), signal);
    return answers.length > 0 ? answers : checkProblem('domains.check.noAddress', { host, reason: 'ENODATA' });
  } catch (error) {
    if (signal.aborted) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    return checkProblem('domains.check.noAddress', { host, reason: code ?? (error as Error).message });
  }
}

/** `host` is a URL's host name: a name, or an address literal (IPv6 in brackets). */
export async function resolveHost(host: string, settings: DomainCheckSettings, signal: AbortSignal): Promise<Resolution> {
  const bare = host.replace(/^\[|\]$/g, '');
  const mapped = settings.resolve.get(bare);
  if (!mapped && settings.resolveOnly) return { ok: false, problem: checkProblem('domains.check.noAddress', { host: bare, reason: 'not in DOMAIN_CHECK_RESOLVE (DOMAIN_CHECK_RESOLVE_ONLY)' }) };
  const addresses = mapped ? [mapped] : await addressesOf(bare, settings, signal);
  if (!Array.isArray(addresses)) return { ok: false, problem: addresses };
  if (!(mapped && settings.allowPrivate)) {
    for (const { address } of addresses) {
      const verdict = addressVerdict(address);
      if (!verdict.public) return { ok: false, problem: checkProblem('domains.check.refusedAddress', { host: bare, address, range: verdict.range }) };
    }
  }
  const target = addresses.find((answer) => answer.family === 4) ?? addresses[0];
  return { ok: true, target };
}

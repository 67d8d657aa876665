/**
 * Checks many hosts, at most `concurrency` at once (DOMAIN_CHECK_CONCURRENCY, default 20),
 * taking hosts from the iterable as workers free up (a generator over a table keeps memory
 * flat) and handing each result to `onResult` as it comes; a promise `onResult` returns is
 * awaited before that worker takes the next host, so a slow writer slows the check down
 * instead of piling results up. `signal` stops the check: requests in flight are dropped,
 * nothing more is reported and the promise rejects with the signal's reason.
 */
import { setMaxListeners } from 'node:events';
import { readDomainCheckSettings, type DomainCheckSettings } from './check-settings';
import { checkHost, type HostCheckResult } from './host-check';

export interface CheckHostsOptions {
  /** From the environment (readDomainCheckSettings) unless given. */
  settings?: DomainCheckSettings;
  /** Overrides the settings' concurrency. */
  concurrency?: number;
  signal?: AbortSignal;
  onResult?: (result: HostCheckResult) => void | Promise<void>;
}

export interface CheckTally {
  checked: number;
  available: number;
  notAvailable: number;
  captcha: number;
}

const tallyKeys = { AVAILABLE: 'available', NOT_AVAILABLE: 'notAvailable', CAPTCHA: 'captcha' } as const;

function iteratorOf(hosts: Iterable<string> | AsyncIterable<string>): Iterator<string> | AsyncIterator<string> {
  return Symbol.asyncIterator in hosts ? hosts[Symbol.asyncIterator]() : hosts[Symbol.iterator]();
}

export async function checkHosts(hosts: Iterable<string> | AsyncIterable<string>, options: CheckHostsOptions = {}): Promise<CheckTally> {
  const settings = options.settings ?? readDomainCheckSettings();
  const concurrency = Math.max(1, options.concurrency ?? settings.concurrency);
  const stop = new AbortController();
  // each running attempt listens to it (its deadline and its request): a few per worker
  setMaxListeners(concurrency * 4 + 10, stop.signal);
  const onOuterAbort = () => stop.abort(options.signal?.reason);
  if (options.signal?.aborted) onOuterAbort();
  else options.signal?.addEventListener('abort', onOuterAbort, { once: true });
  const iterator = iteratorOf(hosts);
  const tally: CheckTally = { checked: 0, available: 0, notAvailable: 0, captcha: 0 };

  const worker = async () => {
    while (!stop.signal.aborted) {
      const next = await iterator.next();
      if (next.done || stop.signal.aborted) return;
      const result = await checkHost(next.value, settings, stop.signal);
      if (stop.signal.aborted) return;
      tally.checked += 1;
      tally[tallyKeys[result.available]] += 1;
      await options.onResult?.(result);
    }
  };

  try {
    await Promise.all(
      Array.from({ length: concurrency }, () =>
        worker().catch((error: unknown) => {
          if (!stop.signal.aborted) stop.abort(error);
          throw error;
        }),
      ),
    );
    if (stop.signal.aborted) throw stop.signal.reason;
    return tally;
  } catch (error) {
    throw stop.signal.aborted ? stop.signal.reason : error;
  } finally {
    options.signal?.removeEventListener('abort', onOuterAbort);
  }
}

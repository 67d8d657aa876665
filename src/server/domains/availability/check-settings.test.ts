import { describe, expect, it } from 'vitest';
import { Refusal } from '../../../domain/core/refusals/refusal';
import { parseResolveSetting, readDomainCheckSettings } from './check-settings';

describe('the availability check settings', () => {
  it('defaults to 20 hosts at once, 10 s, no mapped names and no private addresses', () => {
    const settings = readDomainCheckSettings({});
    expect([settings.concurrency, settings.timeoutMs, settings.resolve.size, settings.allowPrivate]).toEqual([20, 10_000, 0, false]);
  });

  it('reads DOMAIN_CHECK_CONCURRENCY and DOMAIN_CHECK_ALLOW_PRIVATE=true only', () => {
    expect(readDomainCheckSettings({ DOMAIN_CHECK_CONCURRENCY: '5' }).concurrency).toBe(5);
    expect(readDomainCheckSettings({ DOMAIN_CHECK_CONCURRENCY: '0' }).concurrency).toBe(20);
    expect(readDomainCheckSettings({ DOMAIN_CHECK_CONCURRENCY: 'many' }).concurrency).toBe(20);
    expect(readDomainCheckSettings({ DOMAIN_CHECK_ALLOW_PRIVATE: 'true' }).allowPrivate).toBe(true);
    expect(readDomainCheckSettings({ DOMAIN_CHECK_ALLOW_PRIVATE: '1' }).allowPrivate).toBe(false);
  });

  it('maps names like curl --resolve, IPv6 in brackets, names normalised', () => {
    const map = parseResolveSetting(' Site.Test=127.0.0.1:8080 , v6.test=[::1]:9000');
    expect([...map]).toEqual([
      ['site.test', { address: '127.0.0.1', family: 4, port: 8080 }],
      ['v6.test', { address: '::1', family: 6, port: 9000 }],
    ]);
  });

  it('refuses a malformed entry, naming it', () => {
    for (const entry of ['site.test=127.0.0.1', 'site.test=localhost:80', '127.0.0.1=127.0.0.1:80', 'site.test=127.0.0.1:70000', 'site.test']) {
      let caught: unknown;
      try {
        parseResolveSetting(entry);
      } catch (error) {
        caught = error;
      }
      expect(caught, entry).toBeInstanceOf(Refusal);
      expect((caught as Refusal).detail).toBe(`DOMAIN_CHECK_RESOLVE: ${entry} is not name=address:port`);
    }
  });
});

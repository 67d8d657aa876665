/** Many hosts at once against a local site (names mapped to 127.0.0.1); no traffic leaves the machine. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSites, type LocalSites } from '../../../../dev/testing/local-sites';
import { checkHosts } from './check-hosts';
import { defaultDomainCheckSettings, readDomainCheckSettings, type DomainCheckSettings } from './check-settings';
import type { HostCheckResult } from './host-check';

let sites: LocalSites;
const names = Array.from({ length: 30 }, (_, i) => `site-${i}.test`);

beforeAll(async () => {
  sites = await startLocalSites((request, response) => {
    const status = request.headers.host === 'site-7.test' ? 503 : 200;
    setTimeout(() => response.writeHead(status).end('<html>hello</html>'), 40);
  });
});
afterAll(() => sites.close());

function settingsFromEnvironment(extra: NodeJS.ProcessEnv = {}): DomainCheckSettings {
  return readDomainCheckSettings({ DOMAIN_CHECK_RESOLVE: sites.resolveSetting(names), DOMAIN_CHECK_ALLOW_PRIVATE: 'true', ...extra });
}

describe('checking many hosts', () => {
  it('checks every host at most DOMAIN_CHECK_CONCURRENCY at once, reporting each result as it comes', async () => {
    sites.maxOpen = 0;
    const results: HostCheckResult[] = [];
    const tally = await checkHosts(names, { settings: settingsFromEnvironment({ DOMAIN_CHECK_CONCURRENCY: '4' }), onResult: (result) => void results.push(result) });
    expect(tally).toEqual({ checked: 30, available: 29, notAvailable: 1, captcha: 0 });
    expect(results.map((result) => result.host).sort()).toEqual([...names].sort());
    expect(results.find((result) => result.host === 'site-7.test')).toMatchObject({ httpCode: 503, available: 'NOT_AVAILABLE' });
    expect(sites.maxOpen).toBe(4);
  });

  it('takes hosts from an async generator as workers free up, and the concurrency option over the setting', async () => {
    sites.maxOpen = 0;
    let taken = 0;
    async function* hosts() {
      for (const name of names.slice(0, 12)) {
        taken += 1;
        yield name;
      }
    }
    const seenWhenFirstReported: number[] = [];
    const tally = await checkHosts(hosts(), { settings: settingsFromEnvironment(), concurrency: 3, onResult: () => void seenWhenFirstReported.push(taken) });
    expect(tally.checked).toBe(12);
    expect(seenWhenFirstReported[0]).toBeLessThanOrEqual(4);
    expect(sites.maxOpen).toBe(3);
  });

  it('waits for a slow onResult before taking the next host', async () => {
    sites.maxOpen = 0;
    let writing = 0;
    let mostWriting = 0;
    await checkHosts(names.slice(0, 8), {
      settings: settingsFromEnvironment({ DOMAIN_CHECK_CONCURRENCY: '2' }),
      onResult: async () => {
        writing += 1;
        mostWriting = Math.max(mostWriting, writing);
        await new Promise((resolve) => setTimeout(resolve, 30));
        writing -= 1;
      },
    });
    expect(mostWriting).toBeLessThanOrEqual(2);
  });

  it('stops when the signal aborts: no more results, the promise rejects with its reason', async () => {
    const stop = new AbortController();
    const results: HostCheckResult[] = [];
    const run = checkHosts(names, {
      settings: settingsFromEnvironment({ DOMAIN_CHECK_CONCURRENCY: '2' }),
      signal: stop.signal,
      onResult: (result) => {
        results.push(result);
        if (results.length === 3) stop.abort(new Error('cancelled by the user'));
      },
    });
    await expect(run).rejects.toThrow('cancelled by the user');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(results.length).toBe(3);
  });

  it('defaults to 20 at once', () => {
    expect(defaultDomainCheckSettings.concurrency).toBe(20);
  });
});

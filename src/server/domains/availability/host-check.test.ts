/**
 * The availability of one host against local sites this test starts; every checked name is
 * mapped to 127.0.0.1 (DOMAIN_CHECK_RESOLVE), or answered by a test resolver with addresses
 * that are refused before any connection. No check traffic leaves the machine.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerResponse } from 'node:http';
import { localSiteCertificate, startLocalSites, type LocalSites, type SiteHandler } from '../../../../dev/testing/local-sites';
import { defaultDomainCheckSettings, parseResolveSetting, type DomainCheckSettings, type HostLookup } from './check-settings';
import { checkHost } from './host-check';

const page = (html: string) => `<!DOCTYPE html><html><head><title>Site</title></head><body>${html}</body></html>`;

let sites: LocalSites;
const mapped = ['ok.test', 'missing.test', 'broken.test', 'hop.test', 'landing.test', 'loop.test', 'ftp-hop.test', 'hang.test', 'slow-body.test', 'endless.test', 'late-mark.test', 'choice.test', 'cf-header.test', 'cf-page.test', 'yandex.test', 'recaptcha.test', 'hcaptcha.test', 'to-loopback.test', 'to-mapped-v6.test', 'to-internal.test'];

/** Sites that answer one fixed HTML page: status, body and extra headers. */
const fixedPages: Record<string, [status: number, body: string, headers?: Record<string, string>]> = {
  'ok.test': [200, page('Welcome')],
  'missing.test': [404, page('Not found')],
  'broken.test': [500, page('Oops')],
  'choice.test': [300, page('Choose a language')],
  'landing.test': [200, page('Landed')],
  'late-mark.test': [200, page(`${'x'.repeat(300 * 1024)}<div class="g-recaptcha"></div>`)],
  'cf-header.test': [403, page('Attention'), { 'cf-mitigated': 'challenge' }],
  'cf-page.test': [503, '<!DOCTYPE html><html><head><title>Just a moment...</title></head><body>Checking your browser</body></html>'],
  'yandex.test': [200, page('<script src="https://smartcaptcha.yandexcloud.net/captcha.js" defer></script><div class="smart-captcha" data-sitekey="k"></div>')],
  'recaptcha.test': [200, page('<form><div class="g-recaptcha" data-sitekey="6Le"></div></form>')],
  'hcaptcha.test': [429, page('<div class="h-captcha" data-sitekey="10000000-ffff"></div><script src="https://js.hcaptcha.com/1/api.js"></script>')],
};

const redirect = (response: ServerResponse, location: string, status = 302) => response.writeHead(status, { location }).end();

/** Sites that redirect, hang or stream. */
const behaviours: Record<string, SiteHandler> = {
  'hop.test': (request, response) => (request.url === '/' ? redirect(response, '/second', 301) : redirect(response, 'http://landing.test/third', 307)),
  'loop.test': (request, response) => redirect(response, `/again${request.url}`),
  'ftp-hop.test': (_request, response) => redirect(response, 'ftp://files.example/'),
  'hang.test': () => undefined,
  'slow-body.test': (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.write('<html><head>');
  },
  'endless.test': (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    const chunk = Buffer.alloc(16 * 1024, 'a');
    const pump = () => {
      while (!response.destroyed && response.write(chunk));
      if (!response.destroyed) response.once('drain', pump);
    };
    pump();
  },
  'to-loopback.test': (_request, response) => redirect(response, `http://127.0.0.1:${sites.port}/`),
  'to-mapped-v6.test': (_request, response) => redirect(response, `http://[::ffff:127.0.0.1]:${sites.port}/`),
  'to-internal.test': (_request, response) => redirect(response, 'https://internal.test/admin'),
};

beforeAll(async () => {
  sites = await startLocalSites((request, response) => {
    const host = request.headers.host ?? '';
    const html = (status: number, body: string, headers: Record<string, string> = {}) => response.writeHead(status, { 'content-type': 'text/html', ...headers }).end(body);
    if (Object.hasOwn(fixedPages, host)) return void html(...fixedPages[host]);
    if (Object.hasOwn(behaviours, host)) return behaviours[host](request, response);
    html(421, 'Unknown site');
  });
});

afterAll(() => sites.close());

/** A test resolver: fixed answers by name; any other name does not exist. */
function testLookup(answers: Record<string, string[]>, asked: string[] = []): HostLookup {
  return async (host) => {
    asked.push(host);
    const addresses = answers[host];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
}

function settings(extra: Partial<DomainCheckSettings> = {}): DomainCheckSettings {
  return { ...defaultDomainCheckSettings, timeoutMs: 3000, resolve: parseResolveSetting(sites.resolveSetting(mapped)), allowPrivate: true, lookup: testLookup({}), ...extra };
}

const check = (host: string, extra: Partial<DomainCheckSettings> = {}) => checkHost(host, settings(extra), new AbortController().signal);

function requestsTo(host: string) {
  return sites.requests.filter((request) => request.host.startsWith(host)).length;
}

describe('the status of a host', () => {
  it('is AVAILABLE for a 2xx page, asked for over HTTPS first then HTTP, with the name as Host', async () => {
    const before = Date.now();
    const result = await check('ok.test');
    expect(result).toMatchObject({ host: 'ok.test', httpCode: 200, available: 'AVAILABLE', url: 'http://ok.test/' });
    expect(result.error).toBeUndefined();
    expect(result.checkedAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(sites.requests.filter((request) => request.host === 'ok.test')).toEqual([{ host: 'ok.test', url: '/' }]);
  });

  it('is AVAILABLE for a 3xx page that redirects nowhere, NOT_AVAILABLE for 4xx and 5xx with their code', async () => {
    expect(await check('choice.test')).toMatchObject({ httpCode: 300, available: 'AVAILABLE' });
    expect(await check('missing.test')).toMatchObject({ httpCode: 404, available: 'NOT_AVAILABLE' });
    expect(await check('broken.test')).toMatchObject({ httpCode: 500, available: 'NOT_AVAILABLE' });
  });

  it('normalises what it is given and refuses what is not a host name, without a request', async () => {
    expect(await check('HTTP://OK.test/some/page')).toMatchObject({ host: 'HTTP://OK.test/some/page', httpCode: 200, available: 'AVAILABLE' });
    const literal = await check('127.0.0.1');
    expect(literal).toMatchObject({ httpCode: null, available: 'NOT_AVAILABLE', error: { code: 'domains.host.ipAddress', detail: '127.0.0.1 is an IP address: give the domain name' } });
    expect(await check('my site.test')).toMatchObject({ available: 'NOT_AVAILABLE', error: { code: 'domains.host.invalid', detail: 'my site.test is not a domain name' } });
  });

  it('is NOT_AVAILABLE naming the DNS error for a name without an address', async () => {
    expect(await check('nowhere.test')).toMatchObject({ httpCode: null, available: 'NOT_AVAILABLE', error: { code: 'domains.check.noAddress', detail: 'nowhere.test has no address: ENOTFOUND' } });
  });
});

describe('redirects', () => {
  it('are followed, across hosts, to the final page', async () => {
    const result = await check('hop.test');
    expect(result).toMatchObject({ httpCode: 200, available: 'AVAILABLE', url: 'http://landing.test/third' });
    expect(sites.requests.filter((request) => ['hop.test', 'landing.test'].includes(request.host))).toEqual([
      { host: 'hop.test', url: '/' },
      { host: 'hop.test', url: '/second' },
      { host: 'landing.test', url: '/third' },
    ]);
  });

  it('stop after 10, NOT_AVAILABLE with the redirect code', async () => {
    const result = await check('loop.test');
    expect(result).toMatchObject({ httpCode: 302, available: 'NOT_AVAILABLE', error: { code: 'domains.check.tooManyRedirects', detail: 'More than 10 redirects from http://loop.test/' } });
    expect(requestsTo('loop.test')).toBe(11);
  });

  it('to something other than http or https are not followed', async () => {
    expect(await check('ftp-hop.test')).toMatchObject({ httpCode: 302, available: 'NOT_AVAILABLE', error: { code: 'domains.check.badRedirect' } });
  });
});

describe('the time limit', () => {
  it('covers a site that never answers and one that never finishes its page', async () => {
    const started = Date.now();
    const [hang, slow] = await Promise.all([check('hang.test', { timeoutMs: 400 }), check('slow-body.test', { timeoutMs: 400 })]);
    expect(hang).toMatchObject({ httpCode: null, available: 'NOT_AVAILABLE', error: { code: 'domains.check.timeout', detail: 'No complete answer from http://hang.test/ within 0.4 s' } });
    expect(slow).toMatchObject({ httpCode: null, available: 'NOT_AVAILABLE', error: { code: 'domains.check.timeout' } });
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('is 10 seconds by default', () => {
    expect(defaultDomainCheckSettings.timeoutMs).toBe(10_000);
  });

  it('is not reached by an endless page: only its start is read', async () => {
    const started = Date.now();
    expect(await check('endless.test', { timeoutMs: 2000 })).toMatchObject({ httpCode: 200, available: 'AVAILABLE' });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('reads only the start of a page: a mark after it is not seen', async () => {
    expect(await check('late-mark.test')).toMatchObject({ httpCode: 200, available: 'AVAILABLE' });
    expect(await check('late-mark.test', { maxBodyBytes: 512 * 1024 })).toMatchObject({ httpCode: 200, available: 'CAPTCHA' });
  });
});

describe('captcha challenges', () => {
  it.each([
    ['cf-header.test', 403, 'cloudflare'],
    ['cf-page.test', 503, 'cloudflare'],
    ['yandex.test', 200, 'yandexSmartCaptcha'],
    ['recaptcha.test', 200, 'recaptcha'],
    ['hcaptcha.test', 429, 'hcaptcha'],
  ])('%s is CAPTCHA whatever its status (%i)', async (host, httpCode, captcha) => {
    expect(await check(host)).toMatchObject({ httpCode, available: 'CAPTCHA', captcha });
  });
});

describe('HTTPS', () => {
  let secure: LocalSites;
  beforeAll(async () => {
    secure = await startLocalSites((request, response) => response.writeHead(200).end(page(`secure ${request.headers.host}`)), { secure: true });
  });
  afterAll(() => secure.close());

  it('is asked first, the certificate verified against the name (SNI)', async () => {
    const resolve = parseResolveSetting(secure.resolveSetting(['secure.test']));
    expect(await check('secure.test', { resolve, ca: localSiteCertificate() })).toMatchObject({ httpCode: 200, available: 'AVAILABLE', url: 'https://secure.test/' });
    expect(secure.requests).toEqual([{ host: 'secure.test', url: '/' }]);
  });

  it('fails on a certificate that is not trusted or not for the name, then HTTP is tried', async () => {
    const resolve = parseResolveSetting(secure.resolveSetting(['secure.test', 'other.test']));
    const untrusted = await check('secure.test', { resolve });
    expect(untrusted).toMatchObject({ httpCode: null, available: 'NOT_AVAILABLE', url: 'http://secure.test/', error: { code: 'domains.check.connectionFailed' } });
    const wrongName = await check('other.test', { resolve, ca: localSiteCertificate() });
    expect(wrongName).toMatchObject({ httpCode: null, available: 'NOT_AVAILABLE', error: { code: 'domains.check.connectionFailed' } });
    expect(secure.requests.filter((request) => request.host === 'other.test')).toEqual([]);
  });
});

describe('refused addresses: NOT_AVAILABLE without a request', () => {
  it('refuses a mapped name on a local address unless DOMAIN_CHECK_ALLOW_PRIVATE', async () => {
    const before = sites.requests.length;
    const result = await check('ok.test', { allowPrivate: false });
    expect(result).toMatchObject({ httpCode: null, available: 'NOT_AVAILABLE', error: { code: 'domains.check.refusedAddress', values: { host: 'ok.test', address: '127.0.0.1', range: 'loopback' } } });
    expect(result.error?.detail).toBe('ok.test resolves to 127.0.0.1, a loopback address: not checked');
    expect(sites.requests.length).toBe(before);
  });

  it.each([
    ['127.0.0.1', 'loopback'],
    ['::1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.5.4', 'private'],
    ['172.31.0.1', 'private'],
    ['192.168.0.10', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['fc00::5', 'private'],
    ['fd00:ec2::254', 'private'],
    ['fe80::1', 'linkLocal'],
    ['0.0.0.0', 'unspecified'],
    ['100.64.1.1', 'sharedAddressSpace'],
    ['224.0.0.251', 'multicast'],
    ['192.0.2.1', 'reserved'],
  ])('refuses a name DNS answers with %s (%s), even with DOMAIN_CHECK_ALLOW_PRIVATE', async (address, range) => {
    const asked: string[] = [];
    const result = await check('intranet.test', { lookup: testLookup({ 'intranet.test': [address] }, asked) });
    expect(result).toMatchObject({ httpCode: null, available: 'NOT_AVAILABLE', error: { code: 'domains.check.refusedAddress', values: { host: 'intranet.test', address, range } } });
    expect(asked).toEqual(['intranet.test']);
  });

  it('with DOMAIN_CHECK_RESOLVE_ONLY, checks the mapped names alone: no lookup, no request for any other name or address', async () => {
    const asked: string[] = [];
    const lookup = testLookup({ 'public.test': ['93.184.216.34'] }, asked);
    const before = sites.requests.length;
    expect(await check('public.test', { lookup, resolveOnly: true })).toMatchObject({ httpCode: null, available: 'NOT_AVAILABLE', error: { code: 'domains.check.noAddress' } });
    // A redirect to an address literal is not followed either.
    const literal = await check('to-loopback.test', { lookup, resolveOnly: true });
    expect(literal).toMatchObject({ available: 'NOT_AVAILABLE', error: { code: 'domains.check.noAddress', values: { host: '127.0.0.1' } } });
    expect(asked).toEqual([]);
    expect(sites.requests.length).toBe(before + 1);
    expect((await check(mapped[0], { resolveOnly: true })).httpCode).not.toBeNull();
  });

  it('refuses a DNS answer that mixes a public address with a private one', async () => {
    const result = await check('rebind.test', { lookup: testLookup({ 'rebind.test': ['93.184.216.34', '10.0.0.7'] }) });
    expect(result).toMatchObject({ httpCode: null, available: 'NOT_AVAILABLE', error: { code: 'domains.check.refusedAddress', values: { address: '10.0.0.7', range: 'private' } } });
  });

  it('refuses a redirect from an allowed site to a loopback literal, a mapped IPv6 literal or a private name', async () => {
    const lookup = testLookup({ 'internal.test': ['192.168.1.1'] });
    const toLoopback = await check('to-loopback.test', { lookup });
    expect(toLoopback).toMatchObject({ httpCode: null, available: 'NOT_AVAILABLE', url: `http://127.0.0.1:${sites.port}/`, error: { code: 'domains.check.refusedAddress', values: { address: '127.0.0.1', range: 'loopback' } } });
    const toMapped = await check('to-mapped-v6.test', { lookup });
    expect(toMapped).toMatchObject({ available: 'NOT_AVAILABLE', error: { code: 'domains.check.refusedAddress', values: { range: 'loopback' } } });
    const toInternal = await check('to-internal.test', { lookup });
    expect(toInternal).toMatchObject({ available: 'NOT_AVAILABLE', error: { code: 'domains.check.refusedAddress', values: { host: 'internal.test', address: '192.168.1.1', range: 'private' } } });
    expect(sites.requests.filter((request) => /^127\.0\.0\.1|^\[/.test(request.host))).toEqual([]);
  });
});

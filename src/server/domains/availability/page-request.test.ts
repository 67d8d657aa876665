import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSites, type LocalSites } from '../../../../dev/testing/local-sites';
import { requestPage } from './page-request';

let sites: LocalSites;
beforeAll(async () => {
  sites = await startLocalSites((request, response) => response.writeHead(200, { 'content-type': 'text/plain' }).end(`${request.headers.host} ${request.url}`));
});
afterAll(() => sites.close());

const options = (readBody = true) => ({ signal: new AbortController().signal, readBody: () => readBody, maxBodyBytes: 1024 });

describe('one page request', () => {
  it('connects to the address it was given, never looking the name up again, and sends the name as Host', async () => {
    const url = new URL('http://no-such-name.invalid/path?q=1');
    const answer = await requestPage(url, { address: '127.0.0.1', family: 4, port: sites.port }, options());
    expect([answer.status, answer.body.toString()]).toEqual([200, 'no-such-name.invalid /path?q=1']);
  });

  it('keeps a port of the URL in Host and reads no body when not asked', async () => {
    const answer = await requestPage(new URL('http://site.test:8080/'), { address: '127.0.0.1', family: 4, port: sites.port }, options(false));
    expect([answer.status, answer.body.length]).toEqual([200, 0]);
    expect(sites.requests.at(-1)).toEqual({ host: 'site.test:8080', url: '/' });
  });
});

import { describe, expect, it } from 'vitest';
import { platformDomainsOf, siteHost } from './site-platform';

describe("an order's site and its platform", () => {
  it.each([
    ['https://acme.example', 'acme.example'],
    ['https://Acme.Example/landing?x=1', 'acme.example'],
    ['acme.example', 'acme.example'],
    ['  acme.example/path ', 'acme.example'],
    ['http://shop.acme.example:8080', 'shop.acme.example'],
    ['acme.example.', 'acme.example'],
    ['', null],
    [null, null],
    ['http://', null],
  ])('host of %j is %j', (site, host) => expect(siteHost(site)).toBe(host));

  it('tries the host, then the host without www.', () => {
    expect(platformDomainsOf('https://www.news.example/a')).toEqual(['www.news.example', 'news.example']);
    expect(platformDomainsOf('news.example')).toEqual(['news.example']);
    expect(platformDomainsOf('www')).toEqual(['www']);
    expect(platformDomainsOf(' ')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { hostNameOf } from './inventory-host-name';

describe('hostNameOf', () => {
  it('keeps the lower-case host without scheme, www., port and path', () => {
    expect(hostNameOf(' https://www.News.Example/path?q=1 ')).toEqual({ host: 'news.example' });
    expect(hostNameOf('http://shop.example:8080')).toEqual({ host: 'shop.example' });
    expect(hostNameOf('sub.site.example.')).toEqual({ host: 'sub.site.example' });
    expect(hostNameOf('пример.рф')).toEqual({ host: 'xn--e1afmkfd.xn--p1ai' });
  });

  it('refuses what is not a host name, saying why', () => {
    expect(hostNameOf('')).toEqual({ problem: 'required' });
    expect(hostNameOf('news example')).toEqual({ problem: 'notHost' });
    expect(hostNameOf('localhost')).toEqual({ problem: 'notHost' });
    expect(hostNameOf('192.168.1.10')).toEqual({ problem: 'ipLiteral' });
    expect(hostNameOf('http://[::1]/')).toEqual({ problem: 'ipLiteral' });
    expect(hostNameOf('site.123')).toEqual({ problem: 'notHost' });
  });
});

import { describe, expect, it } from 'vitest';
import { normaliseHostName } from './host-name';

const hostOf = (input: string) => normaliseHostName(input);

describe('a domain as the inventory keeps it', () => {
  it('normalises what people paste: scheme, path, query, case, trailing dot, surrounding spaces', () => {
    expect(hostOf('Example.COM')).toEqual({ ok: true, host: 'example.com' });
    expect(hostOf('  https://www.Example.com/path/page?x=1#top ')).toEqual({ ok: true, host: 'www.example.com' });
    expect(hostOf('http://news.site.ru')).toEqual({ ok: true, host: 'news.site.ru' });
    expect(hostOf('//cdn.site.ru/x')).toEqual({ ok: true, host: 'cdn.site.ru' });
    expect(hostOf('site.ru/some/path')).toEqual({ ok: true, host: 'site.ru' });
    expect(hostOf('site.ru.')).toEqual({ ok: true, host: 'site.ru' });
  });

  it('writes international names in punycode', () => {
    expect(hostOf('пример.рф')).toEqual({ ok: true, host: 'xn--e1afmkfd.xn--p1ai' });
    expect(hostOf('https://München.de/')).toEqual({ ok: true, host: 'xn--mnchen-3ya.de' });
  });

  it('refuses IP literals, in every spelling that a resolver would read as an address', () => {
    for (const input of ['127.0.0.1', 'http://10.0.0.1/', '[::1]', 'http://[::1]:8080/', '::1', 'fe80::1', '2130706433', '0x7f.1', '1.2.3.4.']) {
      const verdict = hostOf(input);
      expect(verdict.ok, input).toBe(false);
      if (!verdict.ok) expect(['domains.host.ipAddress', 'domains.host.invalid'], input).toContain(verdict.code);
    }
    expect(hostOf('http://127.0.0.1/')).toEqual({ ok: false, code: 'domains.host.ipAddress', values: { value: 'http://127.0.0.1/' } });
  });

  it('refuses a port, credentials, spaces, other schemes, single labels and bad labels, naming the value', () => {
    expect(hostOf('site.ru:8080')).toEqual({ ok: false, code: 'domains.host.port', values: { value: 'site.ru:8080' } });
    expect(hostOf('https://site.ru:443/')).toMatchObject({ ok: false, code: 'domains.host.port' });
    expect(hostOf('')).toEqual({ ok: false, code: 'domains.host.empty', values: { value: '' } });
    for (const input of ['user:pass@site.ru', 'http://user@site.ru/', 'my site.ru', 'ftp://site.ru', 'localhost', 'site', '-bad.ru', 'bad-.ru', 'a..ru', 'site.r', 'under_score.ru', `${'a'.repeat(64)}.ru`, `${'abc.'.repeat(63)}ru`]) {
      expect(hostOf(input), input).toEqual({ ok: false, code: 'domains.host.invalid', values: { value: input } });
    }
  });
});

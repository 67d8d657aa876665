import { describe, expect, it } from 'vitest';
import { readBatchRow } from './domain-batch-row';

const lookups = { themes: new Map([['news', 1]]), contents: new Map([['text', 4]]) };

describe('readBatchRow', () => {
  it('reads the host, the named theme, content type and format, and the tag names', () => {
    expect(readBatchRow({ domain: 'https://WWW.Site.example/a', theme: 'News', 'content type': 'TEXT', format: 'video', tags: 'a, b;a', owner: 'Ann' }, lookups)).toEqual({
      host: 'site.example',
      values: { theme: 1, contentType: 4, format: 'VIDEO', owner: 'Ann' },
      tagNames: ['a', 'b'],
    });
    expect(readBatchRow({ platform: 'other.example' }, lookups)).toEqual({ host: 'other.example', values: {}, tagNames: [] });
  });

  it('refuses a row naming what is not there or not a host', () => {
    expect(readBatchRow({ domain: '10.0.0.1' }, lookups)).toEqual({ message: 'An IP address is not a domain name: {{value}}', values: { value: '10.0.0.1' } });
    expect(readBatchRow({ domain: 'a.example', theme: 'Sport' }, lookups)).toMatchObject({ values: { value: 'Sport' } });
    expect(readBatchRow({ domain: 'a.example', format: 'AUDIO' }, lookups)).toMatchObject({ message: 'unknown format "{{value}}"' });
    expect(readBatchRow({ domain: 'a.example', platform: 'b.example' }, lookups)).toMatchObject({ values: { domain: 'a.example', platform: 'b.example' } });
    expect(readBatchRow({ domain: 'a.example', platform: 'www.a.example' }, lookups)).toMatchObject({ host: 'a.example' });
  });
});

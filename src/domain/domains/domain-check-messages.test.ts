import { describe, expect, it } from 'vitest';
import { en, ru } from '../core/i18n';
import { renderMessage } from '../core/refusals/render-message';
import { addressRanges, domainCheckRefusals } from './domain-check-refusals';

const render = (catalogue: Record<string, string>, code: string, values: Record<string, string | number>) => renderMessage(catalogue[code], values, (key) => catalogue[key]);

describe("the domain check's messages", () => {
  it('name every kind of refused address in English and Russian', () => {
    for (const range of addressRanges) {
      const values = { host: 'intranet.example', address: '10.0.0.1', range };
      expect(render(en, 'domains.check.refusedAddress', values), range).not.toMatch(/\$t|domains\.addressRange/);
      expect(render(ru, 'domains.check.refusedAddress', values), range).not.toMatch(/\$t|domains\.addressRange/);
    }
    const values = { host: 'intranet.example', address: '10.0.0.1', range: 'private' };
    expect(render(en, 'domains.check.refusedAddress', values)).toBe('intranet.example resolves to 10.0.0.1, a private network address: not checked');
    expect(render(ru, 'domains.check.refusedAddress', values)).toBe('intranet.example указывает на 10.0.0.1, адрес частной сети: не проверяется');
  });

  it('has a Russian entry for every code, different from the English', () => {
    for (const code of Object.keys(domainCheckRefusals)) {
      expect(ru[code], code).toBeTruthy();
      expect(ru[code], code).not.toBe(en[code]);
    }
  });
});

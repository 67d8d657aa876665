import { describe, expect, it } from 'vitest';
import { SeededRandom } from './seeded-random';
import {
  bikFor,
  checkingAccountFor,
  companyInn,
  correspondentAccountFor,
  isValidAccount,
  isValidInn,
  isValidKpp,
  isValidOgrn,
  isValidOkpo,
  kppFor,
  ogrnFor,
  okpoFor,
  personInn,
} from './tax-numbers';

const changedLastDigit = (n: string) => n.slice(0, -1) + ((Number(n.at(-1)) + 1) % 10);

describe('Russian company numbers', () => {
  it('accept published numbers and refuse them with a wrong check digit', () => {
    // A bank's published details and the usual textbook examples.
    for (const inn of ['7707083893', '500100732259']) {
      expect(isValidInn(inn)).toBe(true);
      expect(isValidInn(changedLastDigit(inn))).toBe(false);
    }
    expect(isValidInn('770708389')).toBe(false);
    for (const ogrn of ['1027700132195', '304500116000157']) {
      expect(isValidOgrn(ogrn)).toBe(true);
      expect(isValidOgrn(changedLastDigit(ogrn))).toBe(false);
    }
    expect(isValidOkpo('00032537')).toBe(true);
    expect(isValidOkpo('00032538')).toBe(false);
    expect(isValidKpp('773601001')).toBe(true);
    expect(isValidKpp('77360100')).toBe(false);
    expect(isValidAccount('30101810400000000225', '044525225', 'correspondent')).toBe(true);
    expect(isValidAccount('30101810500000000225', '044525225', 'correspondent')).toBe(false);
  });

  it('are made with valid check digits, in the tax office asked for', () => {
    const random = new SeededRandom(7);
    for (let i = 0; i < 500; i++) {
      const inn = companyInn(random, '7705');
      expect(inn).toMatch(/^7705\d{6}$/);
      expect(isValidInn(inn)).toBe(true);
      expect(kppFor(inn)).toBe(`${inn.slice(0, 4)}01001`);
      const person = personInn(random, '5001');
      expect(person).toMatch(/^5001\d{8}$/);
      expect(isValidInn(person)).toBe(true);
      const ogrn = ogrnFor(random, 'company', 2015, '77');
      expect(ogrn).toMatch(/^11577\d{8}$/);
      expect(isValidOgrn(ogrn)).toBe(true);
      expect(ogrnFor(random, 'person', 2019, '50')).toMatch(/^31950\d{10}$/);
      expect(isValidOgrn(ogrnFor(random, 'person', 2019, '50'))).toBe(true);
      expect(isValidOkpo(okpoFor(random, 8))).toBe(true);
      expect(isValidOkpo(okpoFor(random, 10))).toBe(true);
      const bik = bikFor(random, '45');
      expect(bik).toMatch(/^0445\d{5}$/);
      expect(correspondentAccountFor(bik)).toMatch(new RegExp(`^30101810\\d00000000${bik.slice(6)}$`));
      expect(isValidAccount(correspondentAccountFor(bik), bik, 'correspondent')).toBe(true);
      const account = checkingAccountFor(random, bik, 'company');
      expect(account).toMatch(/^40702810\d{12}$/);
      expect(isValidAccount(account, bik, 'checking')).toBe(true);
    }
  });

  it('come out the same from the same seed', () => {
    const make = (seed: number) => {
      const random = new SeededRandom(seed);
      return [companyInn(random, '7701'), personInn(random, '7801'), okpoFor(random, 8)];
    };
    expect(make(3)).toEqual(make(3));
    expect(make(3)).not.toEqual(make(4));
  });
});

import { describe, expect, it } from 'vitest';
import { en, ru } from '../i18n';
import { accountMessages } from '../../accounts/account-access';
import { lockMessages } from '../../sales/order-lock';
import { messageVariables } from './render-message';
import { refusalCodeOf, refusalCodes, refusalCodesByArea, refusalsEn } from './refusal-codes';
import { forbiddenBecause, refuse } from './refusal';

/** Codes whose Russian text is rightly the English one (already Russian in the specification). */
const sameInBothLanguages = new Set(['creatives.chooseMarkerOrOrder']);

describe('the catalogue of refusal codes', () => {
  it('has codes of the form area.name, each in one area only', () => {
    const all = Object.values(refusalCodesByArea).flatMap((codes) => Object.keys(codes));
    expect(all.length).toBe(new Set(all).size);
    for (const code of all) expect(code).toMatch(/^[a-z][A-Za-z]*(\.[a-z][A-Za-z]*)+$/);
  });

  it('gives every code its English entry in the English catalogue and a Russian one in the Russian', () => {
    for (const code of refusalCodes) {
      expect(en[code], code).toBe(refusalsEn[code]);
      expect(ru[code], code).toBeTruthy();
    }
  });

  it('translates every code: the Russian differs from the English unless allowed', () => {
    const untranslated = refusalCodes.filter((code) => ru[code] === en[code] && !sameInBothLanguages.has(code));
    expect(untranslated).toEqual([]);
  });

  it('names the same variables in English and Russian', () => {
    for (const code of refusalCodes) expect(messageVariables(ru[code]), code).toEqual(messageVariables(en[code]));
  });

  it('knows the code of every access verdict the rules return', () => {
    for (const text of [...Object.values(lockMessages), ...Object.values(accountMessages)]) expect(refusalCodeOf(text), text).toBeDefined();
    expect(forbiddenBecause(lockMessages.change).code).toBe('orders.lock.change');
  });
});

describe('a refusal', () => {
  it('renders its English detail from the code and the values', () => {
    expect(refuse.invalid('query.tooManyRows', { count: 100001, limit: 100000 }).detail).toBe('Too many rows to export: 100001; the limit is 100000. Narrow the filters.');
    expect(refuse.notFound('orders.notFound', { id: 17 }).detail).toBe('Order 17 not found');
  });

  it('names a field by its English term in detail and by its name in values', () => {
    const differs = refuse.invalid('orders.merge.differs', { field: 'legalEntity' });
    expect(differs.detail).toBe('The orders must share the legal entity');
    expect(differs.body()).toEqual({ detail: 'The orders must share the legal entity', code: 'orders.merge.differs', values: { field: 'legalEntity' } });
  });

  it('keeps a text without a code of its own as the reason of the kind’s text code', () => {
    const refused = forbiddenBecause('Locked bill can not be changed');
    expect([refused.code, refused.values, refused.detail]).toEqual(['request.refused', { reason: 'Locked bill can not be changed' }, 'Locked bill can not be changed']);
  });
});

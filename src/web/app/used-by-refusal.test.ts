/** A refused delete names its holders with their counts in the reader's language (API.md "Generic entity calls"). */
import { afterEach, describe, expect, it } from 'vitest';
import { messageOfResponse } from './api-error';
import { i18n } from './i18n';

const body = {
  detail: 'Used by 12 orders, 1 contract, 3 legal entities',
  code: 'entity.usedBy',
  values: { holders: { order: 12, contract: 1, legalEntity: 3 } },
};

afterEach(() => void i18n.changeLanguage('en'));

describe('the text of a refused delete', () => {
  it('counts the holders in English and in Russian', async () => {
    expect(messageOfResponse(409, body)).toBe('Used by 12 orders, 1 contract, 3 legal entities');
    await i18n.changeLanguage('ru');
    expect(messageOfResponse(409, body)).toBe('Используется: 12 заказов, 1 договор, 3 юрлица');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { failureNote } from './failure-note';
import { i18n } from './i18n';

const refused = new ApiError(409, 'Used by 12 orders, 1 contract, 3 legal entities', {}, {
  detail: 'Used by 12 orders, 1 contract, 3 legal entities',
  code: 'entity.usedBy',
  values: { holders: { order: 12, contract: 1, legalEntity: 3 } },
});

const shown = (language: string) => {
  void i18n.changeLanguage(language);
  const note = failureNote(refused);
  return i18n.t(note.message, note.values);
};

afterEach(() => void i18n.changeLanguage('en'));

describe('the toast of a refused delete', () => {
  it('names the holders with their counts in the reader language', () => {
    expect(shown('en')).toBe('Used by 12 orders, 1 contract, 3 legal entities');
    expect(shown('ru')).toBe('Используется: 12 заказов, 1 договор, 3 юрлица');
  });

  it('shows any other failure by its detail', () => {
    expect(failureNote(new ApiError(403, 'Locked order can not be deleted'))).toEqual({ message: 'Locked order can not be deleted' });
  });
});

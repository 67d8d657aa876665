import { describe, expect, it } from 'vitest';
import { en, messageKeys, ru } from '../../domain/core/i18n';
import { signInEn } from '../../domain/core/i18n/sign-in-en';
import { signInRu } from '../../domain/core/i18n/sign-in-ru';
import { humanizeKey, i18n } from './i18n';

describe('i18n', () => {
  it('uses English texts as keys and has Russian for every message key', () => {
    expect(i18n.t('Item has been created', { lng: 'en' })).toBe('Item has been created');
    for (const key of messageKeys) {
      expect(en[key], key).toBeTruthy();
      expect(ru[key], key).toBeTruthy();
    }
  });
  it('starts with the login texts of the whole catalogues', () => {
    for (const key of Object.keys(signInRu)) {
      expect(signInEn[key], key).toBe(en[key]);
      expect(signInRu[key], key).toBe(ru[key]);
    }
  });
  it('keeps texts with dots and colons whole', () => {
    expect(i18n.t('Error while prepare Excel file: {{error}}', { lng: 'en', error: 'x.y' })).toBe('Error while prepare Excel file: x.y');
  });
  it('humanizes missing field labels', () => {
    expect(humanizeKey('fields.accPredictPaymentDate')).toBe('Acc predict payment date');
    expect(i18n.t('fields.someNewField', { lng: 'en' })).toBe('Some new field');
    expect(i18n.t('fields.name', { lng: 'ru' })).toBe('Название');
  });
});

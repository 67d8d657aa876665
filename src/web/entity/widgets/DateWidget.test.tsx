/** A typed date must be a whole date in 1900–2099, refused in the field's format and language (issue "Month close" #8). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../app/i18n';
import { DateWidget, fromDate } from './DateWidget';
import { dateFormatHint } from './date-limits';
import { fieldSchema } from '../../../domain/core/validation/entity-schema';

const field = { kind: 'date' as const };

function renderDate(value: string, error: string) {
  return render(
    <I18nextProvider i18n={i18n}>
      <DateWidget name="date" field={field} label="Date" value={value} error={error} onChange={() => undefined} />
    </I18nextProvider>,
  );
}

describe('date widget limits', () => {
  beforeEach(() => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: query.includes('pointer: fine'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, onchange: null, dispatchEvent: () => false }) as MediaQueryList);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    void i18n.changeLanguage('en');
  });

  it('keeps a whole date outside 1900–2099 as typed (13452026 gave the year 0006), and the form refuses it', () => {
    const year6 = new Date(2000, 3, 13);
    year6.setFullYear(6);
    expect(fromDate(year6)).toBe('0006-04-13');
    expect(fieldSchema({ kind: 'date' }).safeParse('0006-04-13').success).toBe(false);
    expect(fieldSchema({ kind: 'date' }).safeParse('2100-01-01').success).toBe(false);
    expect(fieldSchema({ kind: 'date' }).safeParse('2099-12-31').success).toBe(true);
  });

  it('names the field\'s own format: ДД.ММ.ГГГГ in Russian, MM/DD/YYYY in English', () => {
    expect(dateFormatHint('ru')).toBe('ДД.ММ.ГГГГ');
    expect(dateFormatHint('en')).toBe('MM/DD/YYYY');
  });

  it('says the format in Russian instead of the API\'s YYYY-MM-DD', async () => {
    await i18n.changeLanguage('ru');
    renderDate('invalid', i18n.t('Enter a date as YYYY-MM-DD'));
    expect(screen.getByText('Введите дату в формате ДД.ММ.ГГГГ')).toBeTruthy();
    expect(screen.queryByText(/YYYY-MM-DD|ГГГГ-ММ-ДД/)).toBeNull();
  });

  it('names the limits of a date out of range, in the field\'s format', async () => {
    await i18n.changeLanguage('ru');
    renderDate('2100-01-05', i18n.t('Enter a date as YYYY-MM-DD'));
    expect(await screen.findByText('Дата должна быть от 01.01.1900 до 31.12.2099')).toBeTruthy();
  });
});

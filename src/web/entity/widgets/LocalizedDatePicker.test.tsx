import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../app/i18n';
import { DateFilter } from '../table/FilterValueInputs';
import { DateWidget } from './DateWidget';

const dateField = { kind: 'date' as const };

/** The first weekday column of the open calendar. */
async function firstWeekday(): Promise<string | null> {
  fireEvent.click(screen.getAllByRole('button', { name: /Choose date|Выберите дату/ })[0]);
  const grid = await screen.findByRole('grid');
  return within(grid).getAllByRole('columnheader')[0].getAttribute('aria-label');
}

describe('date pickers: the week starts on Sunday in English and on Monday in Russian', () => {
  beforeEach(() => {
    // desktop picker (jsdom has no pointer media)
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: query.includes('pointer: fine'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, onchange: null, dispatchEvent: () => false }) as MediaQueryList);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    void i18n.changeLanguage('en');
  });

  it.each([
    ['en', 'Sunday'],
    ['ru', 'понедельник'],
  ])('table date filter in %s', async (language, weekday) => {
    await i18n.changeLanguage(language);
    render(
      <I18nextProvider i18n={i18n}>
        <DateFilter field={dateField} op="btw" value="2026-01-05,2026-02-01" label="Filter Date" onChange={() => undefined} />
      </I18nextProvider>,
    );
    expect((await firstWeekday())?.toLowerCase()).toBe(weekday.toLowerCase());
  });

  it.each([
    ['en', 'Sunday'],
    ['ru', 'понедельник'],
  ])('editor date field in %s', async (language, weekday) => {
    await i18n.changeLanguage(language);
    render(
      <I18nextProvider i18n={i18n}>
        <DateWidget name="date" field={dateField} label="Date" value="2026-01-05" onChange={() => undefined} />
      </I18nextProvider>,
    );
    expect((await firstWeekday())?.toLowerCase()).toBe(weekday.toLowerCase());
  });

  it('a picked filter date is sent as YYYY-MM-DD', async () => {
    const onChange = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <DateFilter field={dateField} op="gte" value="2026-01-05" label="Filter Date" onChange={onChange} />
      </I18nextProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: /Choose date/ }));
    fireEvent.click(await screen.findByRole('gridcell', { name: '20' }));
    expect(onChange).toHaveBeenCalledWith('2026-01-20');
  });
});

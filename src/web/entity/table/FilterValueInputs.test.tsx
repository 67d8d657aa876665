/**
 * A month screen's Date column filter (issue "Month close" review): the range's end is shown as
 * the last day of the month, as its chip says, while the API keeps its exclusive end.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../app/i18n';
import { DateFilter } from './FilterValueInputs';
import { dayAfter, dayBefore } from './range-end';

const dateField = { kind: 'date' as const };

function renderFilter(value: string, onChange: (value: string) => void = () => undefined) {
  render(
    <I18nextProvider i18n={i18n}>
      <DateFilter field={dateField} op="btw" value={value} label="Filter Date" onChange={onChange} />
    </I18nextProvider>,
  );
  // "Filter Date From" and "Filter Date To" in the user's language.
  const [from, to] = screen.getAllByLabelText(/^Filter Date \S/) as HTMLInputElement[];
  return { from, to };
}

afterEach(() => {
  vi.restoreAllMocks();
  void i18n.changeLanguage('en');
});

describe('a date range filter', () => {
  it('shows October as 10/01/2026 – 10/31/2026, not up to November 1st', () => {
    const { from, to } = renderFilter('2026-10-01,2026-11-01');
    expect([from.value, to.value]).toEqual(['10/01/2026', '10/31/2026']);
  });

  it('shows it in Russian as 01.10.2026 – 31.10.2026', async () => {
    await i18n.changeLanguage('ru');
    const { from, to } = renderFilter('2026-10-01,2026-11-01');
    expect([from.value, to.value]).toEqual(['01.10.2026', '31.10.2026']);
  });

  it('sends the day after the last day the user picks, the API\'s exclusive end', () => {
    const onChange = vi.fn();
    const { to } = renderFilter('2026-10-01,2026-11-01', onChange);
    fireEvent.change(to, { target: { value: '11/30/2026' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-10-01,2026-12-01');
  });

  it('moves a range end across months and years', () => {
    expect(dayBefore('2026-01-01')).toBe('2025-12-31');
    expect(dayAfter('2026-02-28')).toBe('2026-03-01');
    expect(dayAfter('2028-02-28')).toBe('2028-02-29');
    expect(dayBefore('')).toBe('');
  });
});

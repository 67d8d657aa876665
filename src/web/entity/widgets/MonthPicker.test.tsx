import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../app/i18n';
import { MonthPicker, monthOf } from './MonthPicker';

function renderPicker(value: string, onChange: (month: string | null) => void) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MonthPicker value={value} label="Month" testId="month" onChange={onChange} />
    </I18nextProvider>,
  );
}

const shownText = () => screen.getByTestId('month').querySelector('input')?.value;

describe('the month picker speaks the user language', () => {
  beforeEach(() => {
    // desktop picker (jsdom has no pointer media)
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: query.includes('pointer: fine'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, onchange: null, dispatchEvent: () => false }) as MediaQueryList);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    void i18n.changeLanguage('en');
  });

  it('shows the month in Russian and offers Russian month names', async () => {
    await i18n.changeLanguage('ru');
    const onChange = vi.fn();
    renderPicker('2026-10', onChange);
    expect(screen.getByText('Месяц', { selector: 'label' })).toBeTruthy();
    expect(shownText()).toBe('октябрь 2026');
    fireEvent.click(screen.getByRole('button', { name: /Выберите дату/ }));
    const november = await screen.findByRole('radio', { name: /нояб/i });
    fireEvent.click(november);
    expect(onChange).toHaveBeenLastCalledWith('2026-11');
  });

  it('names the months in the nominative in Russian («май», not «мая»)', async () => {
    await i18n.changeLanguage('ru');
    renderPicker('2026-05', () => undefined);
    expect(shownText()).toBe('май 2026');
    fireEvent.click(screen.getByRole('button', { name: /Выберите дату/ }));
    expect((await screen.findByRole('radio', { name: 'май' })).textContent).toBe('май');
    expect(screen.getAllByRole('radio').map((month) => month.textContent)).not.toContain('мая');
  });

  it('shows the month in English', async () => {
    await i18n.changeLanguage('en');
    renderPicker('2026-10', () => undefined);
    expect(shownText()).toBe('October 2026');
    fireEvent.click(screen.getByRole('button', { name: /Choose date/ }));
    expect(await screen.findByRole('radio', { name: /^Nov/ })).toBeTruthy();
  });

  it('is empty without a month and clears to null', async () => {
    await i18n.changeLanguage('ru');
    const onChange = vi.fn();
    const { unmount } = renderPicker('', onChange);
    expect(shownText()).toBe('');
    unmount();
    renderPicker('2026-10', onChange);
    fireEvent.click(screen.getByTitle('Очистить значение'));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});

describe('monthOf', () => {
  it('a whole date gives its month; a year still being typed or no date gives none', () => {
    expect(monthOf(new Date(2023, 1, 1))).toBe('2023-02');
    expect(monthOf(new Date(202, 1, 1))).toBeNull();
    expect(monthOf(null)).toBeNull();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { SnackbarProvider } from '../snackbar';
import { AccountMenu } from './AccountMenu';

vi.mock('../auth', () => ({ useAuth: () => ({ logout: vi.fn() }), useAccount: () => ({ id: 1 }) }));

function renderMenu() {
  render(
    <I18nextProvider i18n={i18n}>
      <SnackbarProvider>
        <MemoryRouter>
          <AccountMenu />
        </MemoryRouter>
      </SnackbarProvider>
    </I18nextProvider>,
  );
}

afterEach(async () => {
  document.cookie = 'canSeeWarnings=; path=/; max-age=0';
  document.cookie = 'openRowOnDoubleClick=; path=/; max-age=0';
  await i18n.changeLanguage('en');
});

describe('account menu', () => {
  it.each([
    ['en', 'Show warnings', 'Saved successfully'],
    ['ru', 'Показывать предупреждения', 'Успешно сохранено'],
  ])('%s: a changed display setting says "Saved successfully" (spec 1 §8) and is kept', async (locale, item, saved) => {
    await i18n.changeLanguage(locale);
    renderMenu();
    await userEvent.click(screen.getByRole('button'));
    await userEvent.click(await screen.findByText(item));
    expect((await screen.findByTestId('toast')).textContent).toContain(saved);
    expect(document.cookie).toContain('canSeeWarnings=false');
  });
});

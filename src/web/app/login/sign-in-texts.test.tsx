/**
 * The login screen as the app starts: with the login screen's texts alone (the whole catalogues
 * come later, app/i18n.ts), everything it shows is Russian, and a refusal of its call, whose text
 * only the whole catalogue has, is Russian too. The modules are loaded afresh for each test, so
 * they do not see the catalogues the test setup loads.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { installFakeApi } from '../../test/fake-api';
import { latinTexts } from '../../test/untranslated';

async function renderFreshLogin() {
  vi.resetModules();
  const [{ i18n }, { AuthStateProvider }, { SnackbarProvider }, { LoginScreen }, { provideAccountCalls }] = await Promise.all([
    import('../i18n'),
    import('../auth'),
    import('../snackbar'),
    import('./LoginScreen'),
    import('../load-account-calls'),
  ]);
  // As the app's entry does (main.tsx).
  provideAccountCalls(() => import('../../accounts/account-calls'));
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <SnackbarProvider>
          <AuthStateProvider value={{ status: 'anonymous', account: null, refresh: async () => undefined, logout: async () => undefined }}>
            <LoginScreen />
          </AuthStateProvider>
        </SnackbarProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return i18n;
}

describe('login screen with the login texts alone', () => {
  beforeEach(() => localStorage.setItem('language', 'ru'));
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('starts without the whole catalogues', async () => {
    const i18n = await renderFreshLogin();
    expect(i18n.exists('fields.name')).toBe(false);
    expect(i18n.exists('Log in')).toBe(true);
  });

  it('shows sign-in and the restore request in Russian', async () => {
    await renderFreshLogin();
    expect(screen.getAllByText('Войти').length).toBeGreaterThan(0);
    expect(latinTexts([])).toEqual([]);
    fireEvent.click(screen.getByText('Забыли пароль?'));
    expect(screen.getAllByText('Сбросить пароль').length).toBeGreaterThan(0);
    expect(latinTexts([])).toEqual([]);
  });

  it('shows sign-up, its password rule and mismatch in Russian', async () => {
    window.history.replaceState(null, '', '/signup/tok123');
    await renderFreshLogin();
    fireEvent.change(screen.getByLabelText('Новый пароль'), { target: { value: '12345678' } });
    fireEvent.change(screen.getByLabelText('Подтвердите пароль'), { target: { value: '1234567' } });
    expect(screen.getByText('Пароль должен содержать не менее 10 символов')).toBeTruthy();
    expect(screen.getByText('Подтверждение пароля не совпадает с паролем!')).toBeTruthy();
    expect(latinTexts([])).toEqual([]);
  });

  it('shows a missing token in Russian', async () => {
    window.history.replaceState(null, '', '/signup/');
    await renderFreshLogin();
    expect(screen.getByText('В ссылке нет токена для установки пароля. Запросите новую ссылку.')).toBeTruthy();
  });

  it('translates a refusal of the sign-in by its code', async () => {
    const api = installFakeApi();
    api.on('POST', '/api/accounts/login/', () => ({ status: 429, body: { detail: 'Too many attempts. Try again in a minute.', code: 'accounts.login.tooManyAttempts', values: {} } }));
    await renderFreshLogin();
    fireEvent.change(screen.getByRole('textbox', { name: 'Эл. почта' }), { target: { value: 'a@b.co' } });
    fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Слишком много попыток. Повторите через минуту.')).toBeTruthy();
  });
});

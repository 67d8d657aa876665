/** Render a piece of the app with its providers, a signed-in account and settings. */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { enums } from '../../domain/core/enums';
import { AuthStateProvider, type Account } from '../app/auth';
import { i18n } from '../app/i18n';
import { SettingsContextProvider, type Settings } from '../app/settings';
import { SnackbarProvider } from '../app/snackbar';
import { AppThemeProvider } from '../app/theme';

export const adminAccount: Account = {
  id: 1,
  fullName: 'Ada Admin',
  email: 'admin@example.com',
  locale: 'en',
  role: 'ADMIN',
  department: 1,
  isSuperAdmin: true,
};

export const plainUser: Account = { ...adminAccount, id: 7, fullName: 'Uma User', role: 'USER', isSuperAdmin: false };

export const testSettings: Settings = {
  enums: enums as unknown as Settings['enums'],
  departments: [
    { id: 1, name: 'Sales' },
    { id: 5, name: 'AdX' },
  ],
  countries: [{ id: 129, name: 'Russia' }],
  organisations: [{ v: 1, t: 'Org one' }],
  presets: [{ id: 2, name: 'Russian', fieldNames: ['inn', 'kpp'] }],
};

export const location = { current: '' };

function LocationProbe() {
  const loc = useLocation();
  location.current = `${loc.pathname}${loc.search}`;
  return null;
}

/** `state` is the navigation state of the initial entry (e.g. a create link's initial values). */
export function renderWithApp(
  ui: ReactElement,
  { account = adminAccount, path = '/', route = '/', state }: { account?: Account; path?: string; route?: string; state?: unknown } = {},
) {
  const [pathname, search = ''] = path.split('?');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const auth = { status: 'authorized' as const, account, refresh: async () => undefined, logout: async () => undefined };
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AppThemeProvider>
          <SnackbarProvider>
            <AuthStateProvider value={auth}>
              <SettingsContextProvider settings={testSettings}>
                <MemoryRouter initialEntries={[{ pathname, search: search ? `?${search}` : '', state }]}>
                  <LocationProbe />
                  <Routes>
                    <Route path={route} element={ui} />
                    <Route path="*" element={<div data-testid="elsewhere" />} />
                  </Routes>
                </MemoryRouter>
              </SettingsContextProvider>
            </AuthStateProvider>
          </SnackbarProvider>
        </AppThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

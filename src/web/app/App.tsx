/** The app: providers, then the login screen or the shell once the account and settings are ready. */
import { lazy, Suspense, useEffect, useState } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, matchPath, RouterProvider } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { AuthProvider, useAuth, type Account } from './auth';
import { viewerContext } from './viewer';
import { i18n } from './i18n';
import { isSignupPath, LoginScreen } from './login/LoginScreen';
import { createQueryClient } from './query-client';
import { appRoutes } from './route-table';
import { SettingsProvider } from './settings';
import { SnackbarProvider } from './snackbar';
import { AppThemeProvider } from './theme';

// The signed-in shell (navigation, search, breadcrumbs) is a chunk of its own: the login screen's
// first load does not wait for it, and it is fetched while the person types (usePreloadScreen).
const loadShell = () => import('./shell/Shell');
const Shell = lazy(() => loadShell().then((module) => ({ default: module.Shell })));

function Loading() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <CircularProgress />
    </Box>
  );
}

/**
 * Load the code of the screen at the address early: while the person types their password on
 * the login screen, or while the startup settings load.
 */
function usePreloadScreen(active: boolean) {
  useEffect(() => {
    if (!active) return;
    void loadShell();
    appRoutes.find((r) => matchPath(r.path, window.location.pathname))?.preload();
  }, [active]);
}

/** Start the screen's first list call as soon as the account is known. */
function usePrefetchScreenData(account: Account | null) {
  const client = useQueryClient();
  useEffect(() => {
    if (!account) return;
    appRoutes.find((r) => matchPath(r.path, window.location.pathname))?.prefetch?.(client, viewerContext(account));
  }, [account, client]);
}

function Gate() {
  const auth = useAuth();
  usePreloadScreen(auth.status !== 'checking');
  usePrefetchScreenData(auth.status === 'authorized' ? auth.account : null);
  if (isSignupPath(window.location.pathname)) return <LoginScreen />;
  if (auth.status === 'checking') return <Loading />;
  if (auth.status === 'anonymous') return <LoginScreen />;
  return (
    <SettingsProvider fallback={<Loading />}>
      <Suspense fallback={<Loading />}>
        <Shell routes={appRoutes} />
      </Suspense>
    </SettingsProvider>
  );
}

/**
 * A data router (one splat route; the shell's own routes sit below it), so that a form with
 * unsaved changes can hold a navigation back (entity/editor/LeaveGuard.tsx).
 */
function createAppRouter() {
  return createBrowserRouter([
    {
      path: '*',
      element: (
        <AuthProvider>
          <Gate />
        </AuthProvider>
      ),
    },
  ]);
}

export function App({ queryClient }: { queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [router] = useState(createAppRouter);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <AppThemeProvider>
          <SnackbarProvider>
            <RouterProvider router={router} />
          </SnackbarProvider>
        </AppThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

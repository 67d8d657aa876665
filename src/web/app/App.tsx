/** The app: providers, then the login screen or the shell once the account and settings are ready. */
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, matchPath, RouterProvider } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { AuthProvider, useAuth, type Account } from './auth';
import { viewerContext } from './viewer';
import { i18n, loadCatalogues } from './i18n';
import { loadAccountCalls } from './load-account-calls';
import { loadRoutes } from './load-routes';
import { isSignupPath, LoginScreen } from './login/LoginScreen';
import { createQueryClient } from './query-client';
import { hasSessionHint } from './session-hint';
import { SnackbarProvider } from './snackbar';
import { AppThemeProvider } from './theme';

// What a signed-in person sees (startup settings, navigation, search, breadcrumbs), the route
// table with every area's screens, and the whole catalogues are chunks of their own: the login
// form's first load does not wait for them, and they are fetched while the person types
// (usePreloadScreen).
let loadedSignedIn: ComponentType | null = null;
const loadSignedIn = () =>
  Promise.all([import('./shell/SignedInShell'), loadRoutes(), loadCatalogues()]).then(
    ([{ SignedInShell }, routes]) => (loadedSignedIn ??= () => <SignedInShell routes={routes} fallback={<Loading />} />),
  );
const LazySignedIn = lazy(() => loadSignedIn().then((component) => ({ default: component })));

/**
 * Drawn at once when its code is loaded (as it is after the login form): suspending on a loaded
 * chunk would still hold the shell back behind React's throttling of revealed Suspense content.
 */
function SignedIn() {
  const [Loaded] = useState(() => loadedSignedIn);
  if (Loaded) return <Loaded />;
  return (
    <Suspense fallback={<Loading />}>
      <LazySignedIn />
    </Suspense>
  );
}

function Loading() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <CircularProgress />
    </Box>
  );
}

/** The route at the address, once the route table is loaded. */
const routeHere = () => loadRoutes().then((routes) => routes.find((r) => matchPath(r.path, window.location.pathname)));

/**
 * Load the code of the screen at the address early (and the account calls): while the person
 * types their password on the login screen, or while the session is checked and the startup
 * settings load. (A failed load is reported when it is needed.)
 */
function usePreloadScreen(active: boolean) {
  useEffect(() => {
    if (!active) return;
    loadAccountCalls().catch(() => undefined);
    loadSignedIn().then(routeHere).then((route) => route?.preload(), () => undefined);
  }, [active]);
}

/** Start the screen's first list call as soon as the account is known. */
function usePrefetchScreenData(account: Account | null) {
  const client = useQueryClient();
  useEffect(() => {
    if (!account) return;
    routeHere().then((route) => route?.prefetch?.(client, viewerContext(account)), () => undefined);
  }, [account, client]);
}

function Gate() {
  const auth = useAuth();
  usePreloadScreen(auth.status !== 'checking' || hasSessionHint());
  usePrefetchScreenData(auth.status === 'authorized' ? auth.account : null);
  if (isSignupPath(window.location.pathname)) return <LoginScreen />;
  if (auth.status === 'checking') return <Loading />;
  if (auth.status === 'anonymous') return <LoginScreen />;
  return <SignedIn />;
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

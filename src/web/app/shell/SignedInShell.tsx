/**
 * What a signed-in person sees: the startup settings, then the shell. With the route table and
 * the whole catalogues it is loaded apart from the login form (App.tsx).
 */
import type { ReactNode } from 'react';
import type { AppRoute } from '../routes';
import { SettingsProvider } from '../settings';
import { Shell } from './Shell';

export function SignedInShell({ routes, fallback }: { routes: AppRoute[]; fallback: ReactNode }) {
  return (
    <SettingsProvider fallback={fallback}>
      <Shell routes={routes} />
    </SettingsProvider>
  );
}

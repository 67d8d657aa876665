/**
 * The account calls the auth state and the login form make (signed-in account, sign in and out,
 * password link and new password), with the whole catalogues: a refusal of one of them is
 * translated by its code, which only the whole catalogue knows. The accounts area provides the
 * calls (src/web/main.tsx: `provideAccountCalls`), as a chunk loaded while the login form is
 * shown or the session is checked; the shell names no area.
 */
import type { Account } from './auth';
import { loadCatalogues } from './i18n';
import { provided } from './provided';

export interface AccountCalls {
  /** The signed-in account; a 401 is not reported as a lost session (it is the check itself). */
  fetchCurrentAccount(): Promise<Account>;
  signOutCall(): Promise<unknown>;
  signInCall(email: string, password: string): Promise<unknown>;
  passwordLinkCall(email: string): Promise<unknown>;
  setPasswordCall(token: string, password: string): Promise<unknown>;
}

const accountCalls = provided<(() => Promise<AccountCalls>) | null>(null);

/** Sets where the account calls come from (the app's entry, and the tests' setup). */
export const provideAccountCalls = (load: () => Promise<AccountCalls>): void => accountCalls.provide(load);

export function loadAccountCalls(): Promise<AccountCalls> {
  const load = accountCalls.get();
  if (!load) return Promise.reject(new Error('No account calls were provided (provideAccountCalls)'));
  return Promise.all([load(), loadCatalogues()]).then(([calls]) => calls);
}

/**
 * The account calls (account-calls.ts) with the whole catalogues: a refusal of one of them is
 * translated by its code, which only the whole catalogue knows. Loaded while the login form is
 * shown or the session is checked.
 */
import type * as AccountCalls from './account-calls';
import { loadCatalogues } from './i18n';

export function loadAccountCalls(): Promise<typeof AccountCalls> {
  return Promise.all([import('./account-calls'), loadCatalogues()]).then(([calls]) => calls);
}

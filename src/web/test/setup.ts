/** jsdom setup of the web tests. */
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { loadCatalogues } from '../app/i18n';
import { provideAccountCalls } from '../app/load-account-calls';
import { provideTableViews } from '../entity/table/table-views';
import { useSavedViewsMenu } from '../accounts/views/table-views-menu';
import { provideSettings } from '../app/settings-source';
import { referenceSettings } from '../reference/reference-settings';

// The app adds the whole catalogues after the login form (app/i18n.ts); tests render any screen at once.
await loadCatalogues();
// As the app's entry does (main.tsx).
provideAccountCalls(() => import('../accounts/account-calls'));
// As the route table's load does (app/load-routes.ts).
provideTableViews(useSavedViewsMenu);
provideSettings(referenceSettings);

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.cookie.split('; ').forEach((c) => {
    const name = c.split('=')[0];
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  });
});

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

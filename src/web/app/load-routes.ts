/**
 * The route table (route-table.ts) as a chunk of its own: it reads every area's screens and the
 * entity declarations, which the login form does not need. Loaded while the login form is shown
 * or the session is checked; it fails when the screens disagree with the areas
 * (docs/declaration-checks.md), as the app's start did before.
 */
import { provideTableViews } from '../entity/table/table-views';
import type { AppRoute } from './routes';
import { provideSettings } from './settings-source';

let loading: Promise<AppRoute[]> | null = null;

/** The app's routes (once; a failed load is tried again on the next call). */
export function loadRoutes(): Promise<AppRoute[]> {
  loading ??= import('./route-table').then(
    ({ appRoutes, routeProblems, areaTableViews, areaSettings }) => {
      if (routeProblems.length) throw new Error(`The screens disagree with the areas:\n- ${routeProblems.join('\n- ')}`);
      if (areaTableViews) provideTableViews(areaTableViews);
      if (areaSettings) provideSettings(areaSettings);
      return appRoutes;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Route metadata: one entry per screen (path, title key, icon, navigation order, who may see
 * it, tab group, lazy component). Areas declare their entries in `<area>/<area>-screens.ts`;
 * `route-table.ts` reads them for the areas of src/domain/areas.ts.
 */
import { createElement, lazy, useState, type ComponentType } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import type { QueryClient } from '@tanstack/react-query';
import { hasAccess, type AccessLevel, type Actor } from '../../domain/core/access';
import type { ViewerContext } from '../../domain/core/entity';
import type { EntityTableOptions, RowAction } from '../entity/table/table-options';

export interface AppRoute {
  /** React Router path, such as '/holdings' or '/user/:id'. */
  path: string;
  /** i18n key of the page title (and of the tab or drawer link). */
  title: string;
  icon?: SvgIconComponent;
  /** Shown in the drawer when set, sorted ascending. */
  navOrder?: number;
  /**
   * Who sees the screen (default everyone signed in), decided by the same access function as
   * the server's rules: the ERIR and profiler screens are the super admin's (spec 2 §2.8).
   */
  access?: AccessLevel;
  /** Tab group: routes of one group share a tab bar, in the group's order. */
  group?: string;
  /** i18n key of the tab label when it is not the title (the dashboard's summary). */
  tabTitle?: string;
  /** The entity the screen shows (checked against the declarations at start, A004). */
  entity?: string;
  /**
   * A table screen's options: a generic table's own, or a custom screen's `editorPath` when its
   * rows open elsewhere than `/<entity>/{id}` (checked by the route walk test, route-walk.test.ts).
   */
  tableOptions?: EntityTableOptions;
  /**
   * The row menu's own actions of a custom screen that open an address (a generic table's are in
   * `tableOptions.actions`), checked by the route walk test.
   */
  rowActions?: readonly RowAction[];
  /** Suspends while its code loads (RouteFrame's Suspense). */
  component: ComponentType;
  /** Starts loading the screen's code (called before it renders, e.g. while settings load). */
  preload(): void;
  /** Starts loading the screen's first data, where the screen knows it before rendering. */
  prefetch?(client: QueryClient, ctx: ViewerContext): void;
}

type Loader = () => Promise<{ default: ComponentType }>;
/** A screen's code loader, optionally able to prefetch the screen's first data. */
export type ScreenLoader = Loader & { prefetch?: AppRoute['prefetch']; entity?: string; tableOptions?: EntityTableOptions };

/** spec 1 §9: a script chunk load times out after 120 seconds. */
export const chunkLoadTimeoutMs = 120_000;

export function withChunkTimeout<T>(loading: Promise<T>, ms = chunkLoadTimeoutMs): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Loading the screen timed out')), ms);
  });
  return Promise.race([loading, timeout]).finally(() => clearTimeout(timer));
}

/** One line per screen: `screen('/holdings', 'Holdings', () => import('./HoldingsScreen'), {...})`. */
export function screen(
  path: string,
  title: string,
  load: ScreenLoader,
  meta: Omit<AppRoute, 'path' | 'title' | 'component' | 'preload' | 'prefetch'> = {},
): AppRoute {
  let loading: ReturnType<Loader> | null = null;
  let loaded: ComponentType | null = null;
  // A failed or timed-out load is tried again the next time the screen is opened.
  const once = () => (loading ??= withChunkTimeout(load()).then(
    (module) => {
      loaded = module.default;
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  ));
  return { path, title, component: screenComponent(once, () => loaded), preload: () => void once().catch(() => undefined), prefetch: load.prefetch, entity: load.entity, tableOptions: load.tableOptions, ...meta };
}

/**
 * A screen drawn at once when its code is already loaded (it is preloaded during sign-in), else
 * lazily: suspending on a loaded chunk would still hold the screen back behind React's throttling
 * of revealed Suspense content (up to 300 ms).
 */
function screenComponent(load: Loader, loaded: () => ComponentType | null): ComponentType {
  const Lazy = lazy(load);
  return function Screen() {
    const [Loaded] = useState(loaded);
    return createElement(Loaded ?? Lazy);
  };
}

/** The table screen of an entity's list (its route without parameters) that the actor may open, or null. */
export function listRoute(routes: readonly AppRoute[], entity: string, actor: Actor | null): string | null {
  const route = routes.find((candidate) => candidate.entity === entity && !candidate.path.includes(':'));
  return route && routeAllowed(route, actor) ? route.path : null;
}

export function routeAllowed(route: AppRoute, actor: Actor | null): boolean {
  return hasAccess(route.access, actor);
}

export function navRoutes(routes: AppRoute[], actor: Actor | null): AppRoute[] {
  return routes
    .filter((r) => r.navOrder !== undefined && routeAllowed(r, actor))
    .sort((a, b) => (a.navOrder ?? 0) - (b.navOrder ?? 0));
}

export function groupRoutes(routes: AppRoute[], group: string): AppRoute[] {
  return routes.filter((r) => r.group === group);
}

/**
 * Startup settings, loaded once after sign-in (spec 2 §7.1): enumerations, departments,
 * countries, billing organisations and billing-info presets.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { useQueries } from '@tanstack/react-query';
import type { EnumItem } from '../../domain/core/enums';
import type { ListAnswer, ShortItem } from './api';
import { enumerationsRead } from '../../domain/reference/reference-actions';
import { callAction } from './call-action';
import { dataProvider } from '../data/data-provider';
import { billingInfoPreset, country, department, organisation } from '../../domain/reference/reference';

export interface Named {
  id: number;
  name: string;
}
export interface Preset extends Named {
  fieldNames: string[];
}

export interface Settings {
  enums: Record<string, EnumItem[]>;
  departments: Named[];
  countries: Named[];
  organisations: ShortItem[];
  presets: Preset[];
}

const all = { page_size: 1000 };

export const settingsQueries = [
  { queryKey: ['settings', 'enums'], queryFn: () => callAction(enumerationsRead) },
  { queryKey: ['settings', 'departments'], queryFn: () => dataProvider.list<Named>(department, all) },
  { queryKey: ['settings', 'countries'], queryFn: () => dataProvider.list<Named>(country, all) },
  { queryKey: ['settings', 'organisations'], queryFn: () => dataProvider.short(organisation) },
  { queryKey: ['settings', 'presets'], queryFn: () => dataProvider.list<Preset>(billingInfoPreset, all) },
] as const;

const SettingsContext = createContext<Settings | null>(null);

export function useSettings(): Settings {
  const settings = useContext(SettingsContext);
  if (!settings) throw new Error('useSettings outside SettingsProvider');
  return settings;
}

/** Settings if loaded (tests and widgets that may render outside the shell). */
export function useOptionalSettings(): Settings | null {
  return useContext(SettingsContext);
}

export function SettingsContextProvider({ settings, children }: { settings: Settings; children: ReactNode }) {
  return <SettingsContext.Provider value={settings}>{children}</SettingsContext.Provider>;
}

export type SettingsLoad = { status: 'loading' } | { status: 'ready'; settings: Settings };

export function useLoadSettings(): SettingsLoad {
  const results = useQueries({
    queries: settingsQueries.map((q) => ({ ...q, queryFn: q.queryFn as () => Promise<unknown>, staleTime: Infinity })),
  });
  if (results.some((r) => r.isPending)) return { status: 'loading' };
  // A failed list leaves that list empty rather than blocking the whole app.
  const [enums, departments, countries, organisations, presets] = results.map((r) => r.data);
  const list = <T,>(answer: unknown): T[] => (answer as ListAnswer<T> | undefined)?.results ?? [];
  return {
    status: 'ready',
    settings: {
      enums: (enums as Settings['enums'] | undefined) ?? {},
      departments: list<Named>(departments),
      countries: list<Named>(countries),
      organisations: (organisations as ShortItem[] | undefined) ?? [],
      presets: list<Preset>(presets),
    },
  };
}

export function SettingsProvider({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const load = useLoadSettings();
  if (load.status !== 'ready') return <>{fallback}</>;
  return <SettingsContextProvider settings={load.settings}>{children}</SettingsContextProvider>;
}

/** Reference lists served by the settings, by the declared `ref` name. */
export function settingsReference(settings: Settings | null, ref: string): ShortItem[] | null {
  if (!settings) return null;
  const named = (list: Named[]) => list.map((n) => ({ v: n.id, t: n.name }));
  switch (ref) {
    case 'department':
      return named(settings.departments);
    case 'country':
      return named(settings.countries);
    case 'organisation':
      return settings.organisations;
    case 'billingInfoPreset':
      return named(settings.presets);
    default:
      return null;
  }
}

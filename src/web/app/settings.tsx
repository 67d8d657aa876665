/**
 * Startup settings, loaded once after sign-in (spec 2 §7.1): enumerations, departments,
 * countries, billing organisations and billing-info presets. The reference area brings their
 * queries and the lists they serve (src/web/reference/reference-settings.ts), provided through
 * its screens file when the route table loads (settings-source.ts); the shell names no area.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { useQueries } from '@tanstack/react-query';
import type { EnumItem } from '../../domain/core/enums';
import type { ShortItem } from './api';
import { settingsSource } from './settings-source';

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
  const results = useQueries({ queries: settingsSource().queries.map((q) => ({ ...q, staleTime: Infinity })) });
  if (results.some((r) => r.isPending)) return { status: 'loading' };
  return { status: 'ready', settings: settingsSource().settingsOf(results.map((r) => r.data)) };
}

export function SettingsProvider({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const load = useLoadSettings();
  if (load.status !== 'ready') return <>{fallback}</>;
  return <SettingsContextProvider settings={load.settings}>{children}</SettingsContextProvider>;
}

/** Reference lists served by the settings, by the declared `ref` name. */
export function settingsReference(settings: Settings | null, ref: string): ShortItem[] | null {
  return settings ? settingsSource().referenceOf(settings, ref) : null;
}

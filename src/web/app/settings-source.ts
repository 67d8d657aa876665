/**
 * Where the startup settings (settings.tsx) come from: an area's queries, the settings their
 * answers make, and the reference lists they serve. A module of its own, without React Query,
 * so that providing it (load-routes.ts) puts nothing on the way to the login form.
 */
import type { ShortItem } from './api';
import type { Settings } from './settings';
import { provided } from './provided';

export interface SettingsSource {
  queries: ReadonlyArray<{ queryKey: readonly unknown[]; queryFn: () => Promise<unknown> }>;
  /** The settings from the answers, in the order of the queries (a failed one's answer is undefined). */
  settingsOf(answers: readonly unknown[]): Settings;
  /** The reference list the settings serve for a declared `ref` name, or null. */
  referenceOf(settings: Settings, ref: string): ShortItem[] | null;
}

const noSettings: SettingsSource = {
  queries: [],
  settingsOf: () => ({ enums: {}, departments: [], countries: [], organisations: [], presets: [] }),
  referenceOf: () => null,
};

const source = provided<SettingsSource>(noSettings);

/** Set once, before the signed-in shell is drawn (the route table's load; the tests' setup). */
export const provideSettings = (next: SettingsSource): void => source.provide(next);

export const settingsSource = (): SettingsSource => source.get();

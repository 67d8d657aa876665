/**
 * The startup settings the reference area brings (spec 2 §7.1): enumerations, departments,
 * countries, billing organisations and billing-info presets, loaded once after sign-in, and the
 * reference lists they serve to pickers. Provided to the shell through the reference screens file.
 */
import { enumerationsRead } from '../../domain/reference/reference-actions';
import { billingInfoPreset, country, department, organisation } from '../../domain/reference/reference';
import type { ListAnswer, ShortItem } from '../app/api';
import { callAction } from '../app/call-action';
import type { Named, Preset, Settings } from '../app/settings';
import type { SettingsSource } from '../app/settings-source';
import { dataProvider } from '../data/data-provider';

const all = { page_size: 1000 };

const list = <T,>(answer: unknown): T[] => (answer as ListAnswer<T> | undefined)?.results ?? [];

const named = (items: Named[]): ShortItem[] => items.map((n) => ({ v: n.id, t: n.name }));

/** The reference lists the settings hold, by the declared `ref` name. */
const settingsLists: Record<string, (settings: Settings) => ShortItem[]> = {
  department: (settings) => named(settings.departments),
  country: (settings) => named(settings.countries),
  organisation: (settings) => settings.organisations,
  billingInfoPreset: (settings) => named(settings.presets),
};

export const referenceSettings: SettingsSource = {
  queries: [
    { queryKey: ['settings', 'enums'], queryFn: () => callAction(enumerationsRead) },
    { queryKey: ['settings', 'departments'], queryFn: () => dataProvider.list<Named>(department, all) },
    { queryKey: ['settings', 'countries'], queryFn: () => dataProvider.list<Named>(country, all) },
    { queryKey: ['settings', 'organisations'], queryFn: () => dataProvider.short(organisation) },
    { queryKey: ['settings', 'presets'], queryFn: () => dataProvider.list<Preset>(billingInfoPreset, all) },
  ],
  // A failed list leaves that list empty rather than blocking the whole app.
  settingsOf: ([enums, departments, countries, organisations, presets]) => ({
    enums: (enums as Settings['enums'] | undefined) ?? {},
    departments: list<Named>(departments),
    countries: list<Named>(countries),
    organisations: (organisations as ShortItem[] | undefined) ?? [],
    presets: list<Preset>(presets),
  }),
  referenceOf: (settings, ref) => (Object.hasOwn(settingsLists, ref) ? settingsLists[ref](settings) : null),
};

/**
 * Reference data for ref fields: the startup settings for departments, countries, billing
 * organisations and presets, otherwise `GET {path}short/?search=` cached for 3,000,000 ms
 * (spec 1 §9; any write drops the cache, see app/query-client.ts).
 */
import { useMemo } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { AnyEntity } from '../../domain/core/entity';
import { entitiesByName } from '../../domain/core/entities';
import type { FieldDef } from '../../domain/core/fields';
import { type ShortItem } from '../app/api';
import { shortListKey } from '../app/query-client';
import { settingsReference, useOptionalSettings } from '../app/settings';
import { dataProvider } from '../data/data-provider';

export const shortListCacheMs = 3_000_000;

export function refPath(refName: string): string | null {
  return entitiesByName[refName]?.path ?? null;
}

/** Filters of a short list beside the search text (`{client: 'null'}`: items without a client). */
export type ShortFilters = Readonly<Record<string, string>>;

export function shortListQuery(path: string, search: string, filters: ShortFilters = {}) {
  return {
    queryKey: [shortListKey, path, search, filters] as const,
    queryFn: () => dataProvider.short({ path }, search ? { ...filters, search } : filters),
    staleTime: shortListCacheMs,
    gcTime: shortListCacheMs,
  };
}

/** Options of a ref picker: the settings list, or the server's short list for the search text. */
export function useReferenceOptions(refName: string, search: string, filters?: ShortFilters): { options: ShortItem[]; loading: boolean } {
  const settings = useOptionalSettings();
  const fromSettings = settingsReference(settings, refName);
  const path = refPath(refName);
  const query = useQuery({ ...shortListQuery(path ?? '', search, filters), enabled: !fromSettings && !!path });
  if (fromSettings) {
    const text = search.trim().toLowerCase();
    return { options: text ? fromSettings.filter((o) => o.t.toLowerCase().includes(text)) : fromSettings, loading: false };
  }
  return { options: query.data ?? [], loading: query.isFetching };
}

export type RefLabel = (refName: string, id: unknown) => string | null;

/** Labels for the ref fields of an entity, from settings or each reference's first short list. */
export function useRefLabels(fields: ReadonlyArray<[string, FieldDef]>): RefLabel {
  const settings = useOptionalSettings();
  const refNames = useMemo(() => {
    const names = new Set<string>();
    for (const [, f] of fields) if ((f.kind === 'ref' || f.kind === 'reflist') && 'ref' in f) names.add(f.ref);
    return [...names];
  }, [fields]);
  const remote = refNames.filter((n) => !settingsReference(settings, n) && refPath(n));
  const results = useQueries({ queries: remote.map((n) => shortListQuery(refPath(n) ?? '', '')) });
  const data = results.map((r) => r.data);
  return useMemo(() => {
    const maps = new Map<string, Map<string, string>>();
    for (const name of refNames) {
      const list = settingsReference(settings, name) ?? data[remote.indexOf(name)] ?? [];
      maps.set(name, new Map(list.map((o) => [String(o.v), o.t])));
    }
    return (refName, id) => (id === null || id === undefined ? null : (maps.get(refName)?.get(String(id)) ?? null));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settings, refNames.join(), ...data]);
}

export function entityRefFields(entity: AnyEntity): Array<[string, FieldDef]> {
  return Object.entries(entity.fields as Record<string, FieldDef>).filter(([, f]) => f.kind === 'ref' || f.kind === 'reflist');
}

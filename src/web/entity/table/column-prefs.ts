/** Column choice and order per entity, kept in localStorage (spec 1 §1 "column choice and order"). */
import type { AnyEntity } from '../../../domain/core/entity';
import { columnFields, hiddenByDefault } from '../entity-columns';

export interface ColumnPrefs {
  order: string[];
  hidden: string[];
}

export function columnsKey(entityName: string): string {
  return `columns.${entityName}`;
}

export function defaultColumnPrefs(entity: AnyEntity): ColumnPrefs {
  const fields = columnFields(entity);
  return { order: fields.map(([n]) => n), hidden: fields.filter(([, f]) => hiddenByDefault(f)).map(([n]) => n) };
}

/** Stored prefs fitted to the current declaration: unknown names dropped, new fields appended. */
export function fitColumnPrefs(entity: AnyEntity, stored: Partial<ColumnPrefs> | null): ColumnPrefs {
  const defaults = defaultColumnPrefs(entity);
  if (!stored || !Array.isArray(stored.order)) return defaults;
  const known = new Set(defaults.order);
  const order = stored.order.filter((n) => known.has(n));
  for (const n of defaults.order) if (!order.includes(n)) order.push(n);
  const hidden = Array.isArray(stored.hidden) ? stored.hidden.filter((n) => known.has(n)) : defaults.hidden;
  return { order, hidden };
}

export function loadColumnPrefs(entity: AnyEntity, storage: Storage): ColumnPrefs {
  try {
    const text = storage.getItem(columnsKey(entity.name));
    return fitColumnPrefs(entity, text ? (JSON.parse(text) as Partial<ColumnPrefs>) : null);
  } catch {
    return defaultColumnPrefs(entity);
  }
}

export function saveColumnPrefs(entity: AnyEntity, prefs: ColumnPrefs, storage: Storage): void {
  storage.setItem(columnsKey(entity.name), JSON.stringify(prefs));
}

export function visibleColumns(prefs: ColumnPrefs): string[] {
  return prefs.order.filter((n) => !prefs.hidden.includes(n));
}

export function moveColumn(prefs: ColumnPrefs, name: string, delta: -1 | 1): ColumnPrefs {
  const order = [...prefs.order];
  const at = order.indexOf(name);
  const to = at + delta;
  if (at < 0 || to < 0 || to >= order.length) return prefs;
  [order[at], order[to]] = [order[to], order[at]];
  return { ...prefs, order };
}

export function toggleColumn(prefs: ColumnPrefs, name: string): ColumnPrefs {
  const hidden = prefs.hidden.includes(name) ? prefs.hidden.filter((n) => n !== name) : [...prefs.hidden, name];
  return { ...prefs, hidden };
}

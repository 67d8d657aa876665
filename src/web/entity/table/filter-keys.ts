/**
 * Filters in the API query syntax (API.md "Filters"): a map from query key (`name__cnt`,
 * `status`, `date__btw`) to the comma-joined value. The same map lives in the address and in
 * localStorage, and is sent to the server as is.
 */
import type { AnyEntity } from '../../../domain/core/entity';
import { filterOperators, type FilterOperator } from '../../../domain/core/fields';
import { fieldOf, operatorsOf } from '../entity-columns';

export type FilterMap = Record<string, string>;

export interface ColumnFilterValue {
  key: string;
  field: string;
  op: FilterOperator;
  value: string;
}

export function filterKey(field: string, op: FilterOperator): string {
  return op === 'eq' ? field : `${field}__${op}`;
}

export function parseFilterKey(key: string): { field: string; op: FilterOperator } | null {
  if (key.includes('$')) return null;
  const at = key.lastIndexOf('__');
  if (at < 0) return { field: key, op: 'eq' };
  const op = key.slice(at + 2);
  if (!(filterOperators as readonly string[]).includes(op)) return null;
  return { field: key.slice(0, at), op: op as FilterOperator };
}

/** Is this key a filter the entity accepts (known, filterable field; operator fits its kind)? */
export function isEntityFilter(entity: AnyEntity, key: string): boolean {
  const parsed = parseFilterKey(key);
  if (!parsed) return false;
  const field = fieldOf(entity, parsed.field);
  return !!field && operatorsOf(field).includes(parsed.op);
}

export function columnFilter(filters: FilterMap, field: string): ColumnFilterValue | null {
  for (const [key, value] of Object.entries(filters)) {
    const parsed = parseFilterKey(key);
    if (parsed && parsed.field === field) return { key, field, op: parsed.op, value };
  }
  return null;
}

/** Replace the filter of one field; an empty value removes it. */
export function setColumnFilter(filters: FilterMap, field: string, op: FilterOperator, value: string): FilterMap {
  const next: FilterMap = {};
  for (const [key, v] of Object.entries(filters)) {
    if (parseFilterKey(key)?.field !== field) next[key] = v;
  }
  if (value !== '' && value !== ',') next[filterKey(field, op)] = value;
  return next;
}

export function splitValues(value: string): string[] {
  return value === '' ? [] : value.split(',');
}

/**
 * The fields `search=` matches (API.md "Generic entity calls"): the entity's declared
 * `searchFields`, or its display field. A search field is a field's name, or `field.key` for one
 * key of a json field (a legal entity's tax number is `billingInfo.inn`).
 */
import type { AnyEntity } from './entity';

export interface SearchField {
  /** The declared field. */
  field: string;
  /** The key inside a json field, or null for the field itself. */
  key: string | null;
}

/** A key of a json field that may be written into SQL as it is (a word). */
export const searchKeyPattern = /^\w+$/;

export function searchField(name: string): SearchField {
  const dot = name.indexOf('.');
  return dot < 0 ? { field: name, key: null } : { field: name.slice(0, dot), key: name.slice(dot + 1) };
}

export function searchFieldsOf(entity: AnyEntity): SearchField[] {
  return ((entity.searchFields ?? [entity.display]) as readonly string[]).map(searchField);
}

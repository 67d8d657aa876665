/**
 * Which fields a list can be filtered and ordered by, and with which operators: one rule for
 * the server's list query parser, the OpenAPI document and the web table's columns.
 */
import { operatorsByKind, type FieldDef, type FilterOperator } from '../fields';

/** The filter operators a field takes; none when it cannot be filtered. */
export function filterOperatorsOf(field: FieldDef): readonly FilterOperator[] {
  if (field.filterable === false || field.kind === 'json') return [];
  // A virtual field has no column; an inverse list is filtered through the rows pointing back.
  if (field.virtual && !(field.kind === 'reflist' && field.inverse)) return [];
  // An inverse list has no column of ids whose rows' text could be searched.
  if (field.virtual) return operatorsByKind[field.kind].filter((op) => op !== 'cnt');
  return operatorsByKind[field.kind];
}

/** Whether a list can be ordered by the field (lists of ids carry no order of meaning). */
export function isSortableField(field: FieldDef): boolean {
  if (field.virtual || field.kind === 'json') return false;
  if (field.sortable !== undefined) return field.sortable;
  return field.kind !== 'reflist' && field.kind !== 'filelist';
}

/** Which declared fields are table columns, filterable and sortable (one rule for every entity). */
import type { AnyEntity } from '../../domain/core/entity';
import type { FieldDef, FilterOperator } from '../../domain/core/fields';
import { filterOperatorsOf, isSortableField } from '../../domain/core/query/queryable';
import { idFieldOf } from '../../domain/core/table-columns';

export { columnFields, idField, idFieldOf } from '../../domain/core/table-columns';

export function fieldOf(entity: AnyEntity, name: string): FieldDef | null {
  if (name === 'id') return idFieldOf(entity);
  return (entity.fields as Record<string, FieldDef>)[name] ?? null;
}

export function hiddenByDefault(field: FieldDef): boolean {
  return typeof field.column === 'object' && !!field.column.hidden;
}

/**
 * The width a date column's range filter needs at 1440 px to show its dates whole ("01.11.2026",
 * "11/30/2026") beside its operator, with its calendar and clear buttons (FilterValueInputs'
 * DateFilter): a date column is never narrower, whatever the entity declares.
 */
export const dateFilterColumnWidth = 176;

export function columnWidth(field: FieldDef): number {
  const declared = (typeof field.column === 'object' && field.column.width) || defaultColumnWidth;
  return field.kind === 'date' || field.kind === 'datetime' ? Math.max(declared, dateFilterColumnWidth) : declared;
}

export const defaultColumnWidth = 150;

export const operatorsOf = filterOperatorsOf;
export const isSortable = isSortableField;

/** The operator a new filter of this kind starts with (spec 1 §9 lists CNT for text, BTW for dates). */
export function defaultOperator(field: FieldDef): FilterOperator {
  const ops = operatorsOf(field);
  if (ops.includes('cnt')) return 'cnt';
  if (field.kind === 'date' || field.kind === 'datetime') return 'btw';
  return ops[0] ?? 'eq';
}

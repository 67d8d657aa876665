/** Database naming: snake_case columns; a reference field `client` is stored as `client_id`. */
import type { FieldDef } from '../../domain/core/fields';

export function snakeCase(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

export function columnName(fieldName: string, field: FieldDef): string {
  // A reference the specification already names `…Id` (parentContractId) keeps its one `_id`.
  return field.kind === 'ref' && !fieldName.endsWith('Id') ? `${snakeCase(fieldName)}_id` : snakeCase(fieldName);
}

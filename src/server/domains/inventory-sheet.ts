/**
 * The inventory as a sheet (the custom white-label file and the Google export): every field of
 * an inventory row in declaration order, headed by its English label, each value a cell.
 */
import { domainWl } from '../../domain/domains/domain-entities';
import { entityFields, fieldLabel } from '../../domain/core/entity';
import { en } from '../../domain/core/i18n';

export const inventoryColumns = entityFields(domainWl).map(([name, field]) => ({ name, kind: field.kind, header: en[fieldLabel(domainWl, name)] ?? name }));

export function inventoryCell(value: unknown): string | number | null {
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return (value as string | number | null | undefined) ?? null;
}

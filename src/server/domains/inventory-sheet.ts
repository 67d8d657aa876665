/**
 * The inventory as a sheet (the custom white-label file and the Google export): every field of
 * an inventory row in declaration order, headed by its English label, each value a cell; the
 * custom list, which a person reads, in their language.
 */
import { domainWl } from '../../domain/domains/domain-entities';
import { entityFields, fieldLabel } from '../../domain/core/entity';
import { en, type Language } from '../../domain/core/i18n';
import { sheetCell, sheetNumberFormat, sheetText } from '../../domain/core/i18n/sheet-cell';

export const inventoryColumns = entityFields(domainWl).map(([name, field]) => ({ name, kind: field.kind, header: en[fieldLabel(domainWl, name)] ?? name }));

/** The inventory's columns for a person: headed by the labels of their language, values as they read them (sheet-cell.ts). */
export const readableInventoryColumns = (language: Language) =>
  entityFields(domainWl).map(([name, field]) => ({
    name,
    header: sheetText(fieldLabel(domainWl, name), language),
    numFmt: sheetNumberFormat(field),
    cell: (value: unknown) => sheetCell(field, value, language),
  }));

export function inventoryCell(value: unknown): string | number | null {
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return (value as string | number | null | undefined) ?? null;
}

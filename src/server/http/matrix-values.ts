/**
 * A value different from the stored one, of the field's kind, for the matrix's writes of a
 * kept field: another row for a reference, a day in the same month for a date.
 */
import Decimal from 'decimal.js';
import type { AnyEntity } from '../../domain/core/entity';
import { enumValues } from '../../domain/core/enums';
import type { FieldDef } from '../../domain/core/fields';

export function changedValue(entity: AnyEntity, name: string, current: unknown, rowsByEntity: Record<string, ReadonlyArray<{ id: unknown }>>): unknown {
  const field = (entity.fields as Record<string, FieldDef>)[name];
  switch (field.kind) {
    case 'int':
      return Number(current ?? 0) + 1;
    case 'decimal':
    case 'money':
      // Exact: 0.57 + 1 in floating point has 16 decimals, which money refuses (API.md "Values").
      return new Decimal(String(current ?? 0)).plus(1).toNumber();
    case 'date': {
      const text = String(current ?? '2026-01-15');
      const day = Number(text.slice(8, 10));
      return `${text.slice(0, 8)}${String(day < 28 ? day + 1 : day - 1).padStart(2, '0')}`;
    }
    case 'boolean':
      return !current;
    case 'enum':
      return enumValues(field.enum).find((value) => value !== current) ?? current;
    case 'ref':
      return (rowsByEntity[field.ref] ?? []).map((row) => row.id).find((id) => id !== current) ?? null;
    default:
      return `${String(current ?? '')} changed`;
  }
}

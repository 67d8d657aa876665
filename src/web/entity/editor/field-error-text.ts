/**
 * A field's coded refusal (API.md "Values": `values.max` with `{max: 100}`) in the user's
 * language, its limit written as the field shows its values (a date as 31.12.2099, money grouped
 * with two decimals), whether the browser's own check or the server's `errorCodes` found it.
 */
import { isNumericKind, type FieldDef } from '../../../domain/core/fields';
import type { FieldErrorCode } from '../../../domain/core/validation/value-limits';
import { i18n } from '../../app/i18n';
import { formatDate } from '../../app/locale';
import { formatNumber } from '../format';

function shownLimit(value: string | number, field: FieldDef | undefined, language: string): string {
  if (field?.kind === 'date' && typeof value === 'string') return formatDate(value, language);
  if (field && isNumericKind(field.kind) && typeof value === 'number') return formatNumber(value, field.kind, language);
  return String(value);
}

export function fieldErrorText(error: FieldErrorCode, field: FieldDef | undefined): string {
  const language = i18n.language;
  const values = Object.fromEntries(Object.entries(error.values).map(([key, value]) => [key, key === 'ids' ? String(value) : shownLimit(value, field, language)]));
  return i18n.t(error.code, values);
}

/**
 * The longest text a text field takes (the shared schema's limits, entity-schema.ts: 2,000
 * characters a line, 100,000 a multi-line text; text-limit.test.ts keeps the two together), and
 * the refusal naming it, shown in the field while the text is longer (issue "Month close" #8).
 */
import type { FieldDef } from '../../../domain/core/fields';

export function textLengthLimit(field: FieldDef): number {
  return field.kind === 'text' ? 100_000 : 2_000;
}

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The message of a text longer than its field takes, or null. */
export function tooLongText(field: FieldDef, value: unknown, t: Translate, language: string): string | null {
  const max = textLengthLimit(field);
  if (typeof value !== 'string' || value.length <= max) return null;
  const number = (n: number) => n.toLocaleString(language === 'ru' ? 'ru-RU' : 'en-US');
  return t('At most {{max}} characters; {{length}} typed', { max: number(max), length: number(value.length) });
}

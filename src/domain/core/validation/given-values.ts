/**
 * The check of given values only: each value by its field's own schema (kind, limits) and rules,
 * and a required field never blanked. What the system's own writes need (an operator's id, a
 * generated row, a refreshed figure) and what a batch row's few fields need, without parsing a
 * whole model. The values are checked, not changed: the writer stores what it was given.
 */
import type { z } from 'zod';
import type { AnyEntity, FieldErrors } from '../entity';
import type { FieldDef } from '../fields';
import { checkRule, isBlank, messages } from '../rules/field-rules';
import { fieldSchema, issuesToErrorCodes } from './entity-schema';
import type { FieldErrorCode } from './value-limits';
import { memoizedBy } from '../memoized-by';

const schemaOfField = memoizedBy((field: FieldDef): z.ZodType => fieldSchema(field));

export interface GivenValueErrors {
  errors: FieldErrors;
  errorCodes: Record<string, FieldErrorCode[]>;
}

/** The errors of the declared fields among `values` (other keys, audit columns and ids, are the writer's). */
export function givenValueErrors(entity: AnyEntity, values: Record<string, unknown>): GivenValueErrors | null {
  const fields = entity.fields as Record<string, FieldDef | undefined>;
  let found: GivenValueErrors | null = null;
  const add = (name: string, message: string, codes: FieldErrorCode[] = []) => {
    found ??= { errors: {}, errorCodes: {} };
    const list = (found.errors[name] ??= []);
    if (!list.includes(message)) list.push(message);
    if (codes.length) (found.errorCodes[name] ??= []).push(...codes);
  };
  for (const name in values) {
    const field = fields[name];
    if (!field) continue;
    const value = values[name];
    if (field.required && isBlank(value) && field.kind !== 'boolean') {
      add(name, messages.required);
      continue;
    }
    const parsed = schemaOfField(field).safeParse(value);
    if (!parsed.success) {
      const codes = issuesToErrorCodes(parsed.error.issues.map((issue) => ({ ...issue, path: [name] })))[name];
      parsed.error.issues.forEach((issue, index) => add(name, issue.message, index === 0 ? codes : undefined));
      continue;
    }
    for (const rule of field.rules ?? []) {
      const message = field.kind === 'list' && rule !== 'nonEmptyList' ? null : checkRule(rule, value);
      if (message) add(name, message);
    }
  }
  return found;
}

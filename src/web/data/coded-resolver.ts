/**
 * The editor's resolver: zod's, with each coded issue (API.md "Values": `values.max` and its
 * limit) written in the user's language and the field's format; zodResolver keeps only an
 * issue's English message.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import type { AnyEntity } from '../../domain/core/entity';
import type { FieldDef } from '../../domain/core/fields';
import { isFieldErrorCode } from '../../domain/core/validation/value-limits';
import { fieldErrorText } from '../entity/editor/field-error-text';

export function codedResolver<V extends FieldValues>(entity: AnyEntity, schema: ZodType): Resolver<V> {
  const base = zodResolver(schema as never) as unknown as Resolver<V>;
  const fields = entity.fields as Readonly<Record<string, FieldDef>>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    if (!Object.keys(result.errors).length) return result;
    const parsed = await schema.safeParseAsync(values);
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const params = (issue as { params?: unknown }).params;
      const name = issue.path.length === 1 ? String(issue.path[0]) : null;
      const error = name === null ? undefined : (result.errors as Record<string, { message?: string } | undefined>)[name];
      if (error && name !== null && isFieldErrorCode(params)) error.message = fieldErrorText(params, fields[name]);
    }
    return result;
  };
}

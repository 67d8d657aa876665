/**
 * The editor's resolver: zod's, with each coded issue (API.md "Values": `values.max` and its
 * limit) written in the user's language and the field's format; zodResolver keeps only an
 * issue's English message. The form is parsed once: the coded messages are written into the
 * refusal's issues before zodResolver turns them into field errors.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { ZodError, type ZodType } from 'zod';
import type { AnyEntity } from '../../domain/core/entity';
import type { FieldDef } from '../../domain/core/fields';
import { isFieldErrorCode } from '../../domain/core/validation/value-limits';
import { fieldErrorText } from '../entity/editor/field-error-text';

function wordIssues(error: ZodError, fields: Readonly<Record<string, FieldDef>>): void {
  for (const issue of error.issues) {
    const params = (issue as { params?: unknown }).params;
    const name = issue.path.length === 1 ? String(issue.path[0]) : null;
    if (name !== null && isFieldErrorCode(params)) issue.message = fieldErrorText(params, fields[name]);
  }
}

export function codedResolver<V extends FieldValues>(entity: AnyEntity, schema: ZodType): Resolver<V> {
  const fields = entity.fields as Readonly<Record<string, FieldDef>>;
  const worded: ZodType = Object.create(schema, {
    parseAsync: {
      value: async (values: unknown, options: unknown) => {
        try {
          return await schema.parseAsync(values, options as never);
        } catch (error) {
          if (error instanceof ZodError) wordIssues(error, fields);
          throw error;
        }
      },
    },
  });
  return zodResolver(worded as never) as unknown as Resolver<V>;
}

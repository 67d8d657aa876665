/**
 * A declared action's input that its zod schema refused, in the API.md shape: a body error is
 * 400 `invalid form data` with the messages by field; a query or path error names the parameter.
 */
import type { FastifySchemaValidationError } from 'fastify';
import { invalidFormData, refuse, type Refusal } from '../../../domain/core/refusals/refusal';

function fieldOf(instancePath: string): string {
  const path = instancePath.replace(/^\//, '').replace(/\//g, '.');
  return path || 'nonFieldErrors';
}

export function declaredInputError(validation: FastifySchemaValidationError[], context: string | undefined): Refusal {
  if (context === 'body' || context === undefined) {
    // A body that is not an object at all fails at its root.
    if (validation.some((issue) => issue.instancePath === '/' || issue.instancePath === '')) {
      return invalidFormData({ nonFieldErrors: ['Expected a JSON object'] });
    }
    // The first message of each field: the one to fix first ("Required field" before "too short").
    const errors: Record<string, string[]> = {};
    for (const issue of validation) errors[fieldOf(issue.instancePath)] ??= [issue.message ?? 'Invalid value'];
    return invalidFormData(errors);
  }
  const first = validation[0];
  const code = context === 'params' ? 'request.invalidPathParameter' : 'request.invalidQueryParameter';
  return refuse.invalid(code, { name: fieldOf(first.instancePath), reason: first.message ?? 'Invalid value' });
}

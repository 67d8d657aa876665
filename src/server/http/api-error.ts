/**
 * The older helpers that refuse with an English text, kept so that code written with them still
 * answers a `code`: a registered text gets its code, any other text the kind's text code
 * (API.md "Message codes"). New code throws `refuse.<kind>(code, values)` from
 * src/domain/core/refusals/refusal.ts instead.
 */
import type { FieldErrors } from '../../domain/core/entity';
import { invalidFormData as refuseFormData, Refusal, refusalOfText } from '../../domain/core/refusals/refusal';
import { kindOfStatus } from './refusal-status';

function partsOf(status: number, detail: string, errors?: FieldErrors, extra?: Record<string, unknown>): ConstructorParameters<typeof Refusal> {
  const refusal = refusalOfText(kindOfStatus(status), detail, { errors, extra });
  return [refusal.kind, refusal.code, refusal.values, refusal.options];
}

export class ApiError extends Refusal {
  constructor(status: number, detail: string, errors?: FieldErrors, extra?: Record<string, unknown>) {
    super(...partsOf(status, detail, errors, extra));
  }
}

export const invalidFormData = (errors: FieldErrors): Refusal => refuseFormData(errors);
export const notFound = (detail = 'Not found.'): Refusal => refusalOfText('notFound', detail);
export const forbidden = (detail = 'You do not have permission to perform this action.'): Refusal => refusalOfText('forbidden', detail);
export const badRequest = (detail: string): Refusal => refusalOfText('invalid', detail);

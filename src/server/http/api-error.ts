/** An error with an HTTP status and the API.md body `{detail, errors?}`. */
import type { FieldErrors } from '../../domain/entity';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly errors?: FieldErrors,
    readonly extra?: Record<string, unknown>,
  ) {
    super(detail);
  }

  body(): Record<string, unknown> {
    return { detail: this.detail, ...(this.errors ? { errors: this.errors } : {}), ...this.extra };
  }
}

export const invalidFormData = (errors: FieldErrors) => new ApiError(400, 'invalid form data', errors);
export const notFound = (detail = 'Not found.') => new ApiError(404, detail);
export const forbidden = (detail = 'You do not have permission to perform this action.') => new ApiError(403, detail);
export const badRequest = (detail: string) => new ApiError(400, detail);

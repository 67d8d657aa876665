/** Error of an API call, with the status and the server's `{detail, errors}` body (API.md). */
export type FieldErrorMap = Record<string, string[]>;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldErrorMap = {},
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Message of an HTTP failure (spec 2 §8): 401, 413, 500, 502 by name; otherwise the body's detail. */
export function messageOfResponse(status: number, body: unknown): string {
  const detail = body && typeof body === 'object' && 'detail' in body ? String((body as { detail: unknown }).detail) : null;
  if (status === 401) return detail ?? 'NOT_AUTHORIZED';
  if (status === 413) return 'PROVIDED FILE TOO LARGE';
  if (status === 502) return 'CONNECTION_ERROR';
  if (status >= 500) return detail ?? 'SERVER_ERROR';
  if (detail) return detail;
  if (typeof body === 'string' && body) return body;
  return `HTTP ${status}`;
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

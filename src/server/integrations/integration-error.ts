/**
 * The one error type thrown by outside-service clients (DESIGN.md "Outside services").
 * `message` is the user-facing text (for DaData: the spec 1 §8 catalogue text);
 * `code` lets the HTTP layer choose a status without parsing the message.
 */
import type { RefusalCode } from '../../domain/core/refusals/refusal-codes';
import type { MessageValues } from '../../domain/core/refusals/render-message';

export type IntegrationErrorCode =
  /** The service's environment variables are not set. */
  | 'NOT_CONFIGURED'
  /** The caller's input was rejected before any call was made. */
  | 'BAD_INPUT'
  /** The service answered, but with nothing usable for the query. */
  | 'NOT_FOUND'
  /** The service answered with data the product refuses (foreign entity, wrong type). */
  | 'REJECTED'
  /** Network failure, timeout, non-2xx status or an unreadable answer. */
  | 'UPSTREAM';

export interface IntegrationErrorOptions {
  service: string;
  code: IntegrationErrorCode;
  /** HTTP status of the service's answer, when there was one. */
  status?: number;
  cause?: unknown;
  /** The message's code and values when it is a catalogued one (an unset service's variables). */
  refusal?: CodedMessage;
}

export interface CodedMessage {
  code: RefusalCode;
  values: MessageValues;
}

export class IntegrationError extends Error {
  readonly service: string;
  readonly code: IntegrationErrorCode;
  readonly status: number | undefined;
  readonly refusal: CodedMessage | undefined;

  constructor(message: string, options: IntegrationErrorOptions) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'IntegrationError';
    this.service = options.service;
    this.code = options.code;
    this.status = options.status;
    this.refusal = options.refusal;
  }
}

/** Describes why a fetch failed without the request's headers (never leaks a token). */
export function describeFetchFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `no answer within ${timeoutMs / 1000} s`;
  }
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error instanceof Error ? error.message : String(error)}${cause}`;
}

/** Base URL without trailing slashes, so `${base}/path` never doubles a slash. */
export function trimBaseUrl(url: string): string {
  return url.trim().replace(/\/+$/, '');
}

/**
 * Google's failures as refusals naming Google and what it answered: the sign-in (the token
 * endpoint refusing the service account's JWT) and the Sheets API. Only the status and
 * Google's own message are kept: the request, with its bearer token, is never carried along.
 */
import { refuse, type Refusal } from '../../../domain/core/refusals/refusal';

const maxReason = 300;

interface GoogleError {
  message?: unknown;
  status?: unknown;
  code?: unknown;
  response?: { status?: unknown; statusText?: unknown };
  cause?: unknown;
}

function statusOf(error: GoogleError): number | undefined {
  const status = error.response?.status ?? error.status;
  return typeof status === 'number' ? status : undefined;
}

function reasonOf(error: unknown): string {
  const googleError = (typeof error === 'object' && error !== null ? error : {}) as GoogleError;
  const status = statusOf(googleError);
  const message = typeof googleError.message === 'string' ? googleError.message.trim() : String(error);
  const cause = googleError.cause instanceof Error && !message.includes(googleError.cause.message) ? `: ${googleError.cause.message}` : '';
  const text = status === undefined ? `no answer (${message}${cause})` : `HTTP ${status}${message ? `: ${message}` : ''}`;
  return text.length > maxReason ? `${text.slice(0, maxReason)}…` : text;
}

/** The token endpoint refused or did not answer: a 4xx is the account's to fix, the rest Google's. */
export function signInFailure(error: unknown, tokenUrl: string): Refusal {
  const status = statusOf((typeof error === 'object' && error !== null ? error : {}) as GoogleError);
  const values = { url: tokenUrl, reason: reasonOf(error) };
  return status !== undefined && status >= 400 && status < 500 ? refuse.invalid('google.signInFailed', values) : refuse.unavailable('google.signInFailed', values);
}

export function sheetsFailure(error: unknown): Refusal {
  return refuse.unavailable('google.failed', { reason: reasonOf(error) });
}

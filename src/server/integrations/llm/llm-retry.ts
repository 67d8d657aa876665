/**
 * When a call to the language model is tried again: on 408, 429 and 5xx answers and on a lost
 * connection, after the wait the service asks for (`Retry-After` in seconds or as a date,
 * `retry-after-ms`), else an exponential backoff; never longer than `maxDelayMs`, at most
 * `maxAttempts` attempts in all. Other answers are final.
 */
export interface LlmRetryPolicy {
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

/** 1, 2, 4, 8 s between five attempts; a Retry-After is honoured up to a minute. */
export const llmRetryPolicy: LlmRetryPolicy = { maxAttempts: 5, baseDelayMs: 1000, maxDelayMs: 60_000 };

/** The status of the failed attempt (undefined: no answer at all) and its headers. */
export interface FailedAttempt {
  status: number | undefined;
  headers?: Headers;
}

export const isRetriedStatus = (status: number | undefined): boolean => status === undefined || status === 408 || status === 429 || status >= 500;

/** The wait the service asked for, in milliseconds, if it asked. */
export function retryAfterMs(headers: Headers | undefined, now = Date.now()): number | undefined {
  const ms = Number(headers?.get('retry-after-ms'));
  if (headers?.has('retry-after-ms') && Number.isFinite(ms) && ms >= 0) return ms;
  const text = headers?.get('retry-after')?.trim();
  if (!text) return undefined;
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** The wait before the next attempt after attempt number `attempt` (1 for the first), or null to give up. */
export function retryDelayMs(failed: FailedAttempt, attempt: number, policy: LlmRetryPolicy = llmRetryPolicy): number | null {
  if (!isRetriedStatus(failed.status) || attempt >= policy.maxAttempts) return null;
  const asked = retryAfterMs(failed.headers);
  return Math.min(asked ?? policy.baseDelayMs * 2 ** (attempt - 1), policy.maxDelayMs);
}

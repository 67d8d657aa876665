/**
 * When the send job tries an operator again (issue "Registry reporting"): only answers classed
 * RETRY are retried, with exponential backoff from `baseDelayMs`, capped at `maxDelayMs`, for at
 * most `maxAttempts` attempts in all. REJECTED and MISCONFIGURED answers stop at once.
 */
import type { AnswerClass } from './answer-class';

export interface RetryPolicy {
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

/** 30 s, 1, 2, 4, 8 min: about a quarter of an hour of an operator's outage before giving up. */
export const ordRetryPolicy: RetryPolicy = { maxAttempts: 6, baseDelayMs: 30_000, maxDelayMs: 15 * 60_000 };

export type RetryDecision = { retry: true; delayMs: number } | { retry: false };

/** After attempt number `attempt` (1 for the first) ended with `answer`. */
export function retryDecision(answer: AnswerClass, attempt: number, policy: RetryPolicy = ordRetryPolicy): RetryDecision {
  if (answer !== 'RETRY' || attempt >= policy.maxAttempts) return { retry: false };
  return { retry: true, delayMs: Math.min(policy.baseDelayMs * 2 ** (attempt - 1), policy.maxDelayMs) };
}

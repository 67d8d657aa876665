import { describe, expect, it } from 'vitest';
import type { AnswerClass } from './answer-class';
import { ordRetryPolicy, retryDecision, type RetryDecision } from './retry-policy';

describe('retryDecision', () => {
  it.each<[AnswerClass, number, RetryDecision]>([
    ['RETRY', 1, { retry: true, delayMs: 30_000 }],
    ['RETRY', 2, { retry: true, delayMs: 60_000 }],
    ['RETRY', 3, { retry: true, delayMs: 120_000 }],
    ['RETRY', 4, { retry: true, delayMs: 240_000 }],
    ['RETRY', 5, { retry: true, delayMs: 480_000 }],
    ['RETRY', 6, { retry: false }],
    ['RETRY', 9, { retry: false }],
    ['REJECTED', 1, { retry: false }],
    ['MISCONFIGURED', 1, { retry: false }],
    ['OK', 1, { retry: false }],
  ])('%s after attempt %i → %j', (answer, attempt, expected) => {
    expect(retryDecision(answer, attempt)).toEqual(expected);
  });

  it('caps the delay', () => {
    const policy = { ...ordRetryPolicy, maxAttempts: 20 };
    expect(retryDecision('RETRY', 10, policy)).toEqual({ retry: true, delayMs: ordRetryPolicy.maxDelayMs });
  });
});

import { describe, expect, it } from 'vitest';
import { retryAfterMs, retryDelayMs, type LlmRetryPolicy } from './llm-retry';

const policy: LlmRetryPolicy = { maxAttempts: 4, baseDelayMs: 1000, maxDelayMs: 60_000 };
const headers = (entries: Record<string, string>) => new Headers(entries);

describe('retrying the language model', () => {
  it('backs off exponentially on 429, 5xx, 408 and a lost connection, up to the attempts allowed', () => {
    expect([1, 2, 3].map((attempt) => retryDelayMs({ status: 500 }, attempt, policy))).toEqual([1000, 2000, 4000]);
    expect(retryDelayMs({ status: 503 }, 4, policy)).toBeNull();
    expect(retryDelayMs({ status: 429 }, 1, policy)).toBe(1000);
    expect(retryDelayMs({ status: 408 }, 2, policy)).toBe(2000);
    expect(retryDelayMs({ status: undefined }, 1, policy)).toBe(1000);
  });

  it('does not retry other answers', () => {
    for (const status of [400, 401, 402, 403, 404, 422]) expect(retryDelayMs({ status }, 1, policy), String(status)).toBeNull();
  });

  it('honours Retry-After in seconds, as a date, and retry-after-ms, capped at the longest wait', () => {
    expect(retryDelayMs({ status: 429, headers: headers({ 'retry-after': '7' }) }, 1, policy)).toBe(7000);
    expect(retryDelayMs({ status: 429, headers: headers({ 'retry-after-ms': '250', 'retry-after': '7' }) }, 1, policy)).toBe(250);
    expect(retryDelayMs({ status: 503, headers: headers({ 'retry-after': '3600' }) }, 1, policy)).toBe(60_000);
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs(headers({ 'retry-after': 'Thu, 01 Jan 2026 00:00:05 GMT' }), now)).toBe(5000);
    expect(retryAfterMs(headers({ 'retry-after': 'soon' }), now)).toBeUndefined();
    expect(retryAfterMs(undefined)).toBeUndefined();
  });
});

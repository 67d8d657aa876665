/**
 * The analytics database's refusals: chDB that cannot load here is the caller's to fix by
 * configuration (400 naming CLICKHOUSE_URL); a database that is down, slow or answers an error
 * is a 503 naming it and what it answered. Both are refusals, so a synchronous call answers
 * them as they are and a task fails with their text.
 */
import { Refusal, refuse } from '../../domain/core/refusals/refusal';
import { analyticsRefusals } from '../../domain/core/refusals/analytics-refusals';
import { analyticsPlace, type AnalyticsConfig } from './analytics-config';

export const analyticsMessages = {
  unavailable: analyticsRefusals['analytics.chdbUnavailable'],
  failed: analyticsRefusals['analytics.failed'],
} as const;

export const analyticsUnavailable = () => refuse.invalid('analytics.chdbUnavailable');

/** Tells a failure of the analytics database apart from the server's own errors. */
export class AnalyticsFailure extends Refusal {
  constructor(
    readonly database: string,
    readonly reason: string,
  ) {
    super('unavailable', 'analytics.failed', { database, reason });
  }
}

const maxReason = 500;

/** ClickHouse's exception (its type and text), a socket's error code, or the message as it stands. */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { type, code } = error as Error & { type?: unknown; code?: unknown };
  const text = error.message.trim() || String(code ?? error.name);
  const reason = typeof type === 'string' && type && !text.includes(type) ? `${text} (${type})` : text;
  return reason.length > maxReason ? `${reason.slice(0, maxReason)}…` : reason;
}

export function analyticsFailure(config: AnalyticsConfig, error: unknown, timedOut: boolean): Refusal {
  if (error instanceof Refusal) return error;
  const reason = timedOut ? `no answer within ${config.timeoutMs / 1000} s` : reasonOf(error);
  return new AnalyticsFailure(analyticsPlace(config), reason);
}

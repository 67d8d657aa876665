/**
 * What a toast says about a failed call: the server's detail, except for a refused delete, whose
 * holders ("Used by 12 orders, 3 contracts") are written from the answer's counts in the
 * reader's language.
 */
import { holdersText, usedByCode, usedByMessage, type Holder } from '../../domain/rules/used-by';
import { ApiError, errorMessage } from './api-error';
import { i18n } from './i18n';

export interface FailureNote {
  message: string;
  values?: Record<string, string>;
}

/** The holders a 409 `entity.usedBy` answer counts, or null for any other failure. */
function holdersOf(error: unknown): Holder[] | null {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return null;
  const { code, values } = error.body as { code?: unknown; values?: { holders?: unknown } };
  const holders = values?.holders;
  if (code !== usedByCode || !holders || typeof holders !== 'object') return null;
  return Object.entries(holders as Record<string, unknown>).map(([entity, count]) => ({ entity, count: Number(count) }));
}

export function failureNote(error: unknown): FailureNote {
  const holders = holdersOf(error);
  if (!holders) return { message: errorMessage(error) };
  return { message: usedByMessage, values: { holders: holdersText(holders, (key, count) => i18n.t(key, { count })) } };
}

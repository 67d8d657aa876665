import { describeFetchFailure, IntegrationError } from '../integration-error';
import { requireDadataToken, type DadataConfig } from './config';
import type { DadataAnswer, DadataSuggestion } from './types';

export interface FindByIdBody {
  query: string;
  kpp?: string;
}

/**
 * `POST {url}/findById/{kind}` and returns the suggestions list.
 * Any transport failure, non-2xx status or unreadable body throws `failMessage: detail`.
 */
export async function findById<T>(
  config: DadataConfig,
  kind: 'party' | 'bank',
  body: FindByIdBody,
  failMessage: string,
): Promise<DadataSuggestion<T>[]> {
  const token = requireDadataToken(config);
  const fail = (detail: string, status?: number, cause?: unknown): IntegrationError =>
    new IntegrationError(`${failMessage}: ${detail}`, { service: 'dadata', code: 'UPSTREAM', status, cause });

  let response: Response;
  try {
    response = await fetch(`${config.url}/findById/${kind}`, {
      method: 'POST',
      headers: {
        Authorization: `Token ${token}`,
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (error) {
    throw fail(describeFetchFailure(error, config.timeoutMs), undefined, error);
  }

  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw fail(`HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`, response.status);
  }

  let answer: DadataAnswer<T>;
  try {
    answer = (await response.json()) as DadataAnswer<T>;
  } catch (error) {
    throw fail(describeFetchFailure(error, config.timeoutMs), response.status, error);
  }
  if (answer === null || typeof answer !== 'object') throw fail('unexpected answer', response.status);
  const { suggestions } = answer;
  if (suggestions === undefined || suggestions === null) return [];
  if (!Array.isArray(suggestions)) throw fail('unexpected answer', response.status);
  return suggestions;
}

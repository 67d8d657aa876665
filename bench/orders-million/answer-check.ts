/**
 * The same queries must answer the same `count` and total sum with VAT on both servers: each
 * query of the mix's four types is sent to both, one at a time, and the answers compared.
 */
import type { QueryType } from './query-mix';

export interface Endpoint {
  url: string;
  token: string;
  /** Where the sum with VAT sits in `total` (ours: sumWithNds, the reference: sum_with_nds). */
  totalKey: string;
}

export interface Answer {
  count: number;
  /** Kopecks. */
  total: number;
}

export async function fetchAnswer(endpoint: Endpoint, query: string): Promise<Answer> {
  const answer = await fetch(`${endpoint.url}${endpoint.url.includes('?') ? '&' : '?'}${query}`, {
    headers: { authorization: `Token ${endpoint.token}`, accept: 'application/json' },
  });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`${endpoint.url}?${query}: HTTP ${answer.status} ${text.slice(0, 300)}`);
  const body = JSON.parse(text) as { count: number; total: Record<string, number | string | null> };
  return { count: body.count, total: Math.round(Number(body.total?.[endpoint.totalKey] ?? 0) * 100) };
}

export interface Mismatch {
  type: string;
  ours: string;
  reference: string;
  oursAnswer: Answer;
  referenceAnswer: Answer;
}

/** Compares every query (the lists align: the same mix written with each server's field names). */
export async function compareAnswers(
  ours: Endpoint,
  reference: Endpoint,
  ourQueries: Record<QueryType, string[]>,
  referenceQueries: Record<QueryType, string[]>,
  types: readonly QueryType[],
): Promise<{ compared: number; mismatches: Mismatch[] }> {
  const mismatches: Mismatch[] = [];
  let compared = 0;
  for (const type of types) {
    for (const [i, query] of ourQueries[type].entries()) {
      const [a, b] = await Promise.all([fetchAnswer(ours, query), fetchAnswer(reference, referenceQueries[type][i])]);
      compared += 1;
      if (a.count !== b.count || a.total !== b.total) mismatches.push({ type, ours: query, reference: referenceQueries[type][i], oursAnswer: a, referenceAnswer: b });
    }
  }
  return { compared, mismatches };
}

/**
 * A word looked for within a short range of a covering index's leading date (a month's orders)
 * is compared row by row in that index, with the lower-case text it holds, instead of found
 * through the field's trigram index. The range bounds the scan (a month at 1,000,000 orders:
 * about 28,000 index entries, 3–5 ms), where the trigram index reads every row of the whole
 * table that holds the word's trigrams (7–160 ms for a word made of common ones) and PostgreSQL
 * cannot tell which word is which (it estimates any word at 100 rows). Written so, the statement
 * no longer depends on the word, so it is planned once like any other filter
 * (docs/performance.md, "name search").
 */
import { indexShape, type AnyEntity } from '../../domain/core/entity';
import type { ListQuery } from '../../domain/core/query/list-query';
import { textKinds } from '../db/searched-sql';

const dayMs = 86_400_000;

function rangeDays(from: string | undefined, to: string | undefined): number | null {
  if (!from || !to) return null;
  const days = (Date.parse(to) - Date.parse(from)) / dayMs;
  return Number.isFinite(days) ? days : null;
}

const none: ReadonlySet<string> = new Set();
/** A query's answer, kept: the reader and the filter's SQL both ask (a query is of one entity). */
const scannedOfQuery = new WeakMap<ListQuery, ReadonlySet<string>>();

/** The fields whose `__cnt` words this query compares in a covering index's range (none for most queries). */
export function wordsScannedInRange(entity: AnyEntity, query: ListQuery): ReadonlySet<string> {
  if (!query.filters.some((filter) => filter.op === 'cnt')) return none;
  const known = scannedOfQuery.get(query);
  if (known) return known;
  const scanned = new Set<string>();
  scannedOfQuery.set(query, scanned);
  for (const declared of entity.indexes ?? []) {
    const { names: held, covering } = indexShape(declared);
    const withinDays = covering?.wordsWithinDays;
    if (withinDays === undefined) continue;
    const bounded = query.filters.some((filter) => {
      if (filter.field !== held[0] || filter.op !== 'btw') return false;
      const days = rangeDays(filter.values[0], filter.values[1]);
      return days !== null && days <= withinDays;
    });
    if (!bounded) continue;
    for (const filter of query.filters) {
      if (filter.op === 'cnt' && held.includes(filter.field) && textKinds.includes(entity.fields[filter.field]?.kind)) scanned.add(filter.field);
    }
  }
  return scanned;
}

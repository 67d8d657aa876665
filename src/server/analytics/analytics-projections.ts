/**
 * Summaries the analytics database keeps beside its rows, as ClickHouse projections: the columns
 * and rows of API.md's tables are unchanged (writers and other readers see nothing), and a query
 * whose grouping and aggregates the projection covers is answered from it, chosen by the
 * database itself. `domain_stats` keeps its figures summed per day and domain, so the inventory
 * refresh reads about one row per site and day instead of every row (docs/performance.md
 * "Inventory refresh").
 *
 * A table made before its projection gets it on opening, and its stored parts are summarised by
 * a background mutation; until that is done, ClickHouse reads those parts' rows as before.
 */
import { domainDayAggregates } from './domain-figures';

export interface AnalyticsProjection {
  table: string;
  name: string;
  select: string;
}

export const analyticsProjections: readonly AnalyticsProjection[] = [
  { table: 'domain_stats', name: 'domain_days', select: `SELECT day, domain, ${Object.values(domainDayAggregates).join(', ')} GROUP BY day, domain` },
];

/** What adding them needs of a connection (an `Analytics` is one). */
export interface ProjectionTarget {
  command(query: string): Promise<void>;
  rows<T>(query: string, params: Record<string, unknown>): Promise<T[]>;
}

async function hasProjection(target: ProjectionTarget, { table, name }: AnalyticsProjection): Promise<boolean> {
  const [row] = await target.rows<{ create_table_query: string }>('SELECT create_table_query FROM system.tables WHERE database = currentDatabase() AND name = {table:String}', { table });
  return row !== undefined && row.create_table_query.includes(`PROJECTION ${name} `);
}

/** Adds each projection a table lacks and has its stored parts summarised (idempotent). */
export async function addAnalyticsProjections(target: ProjectionTarget): Promise<void> {
  for (const projection of analyticsProjections) {
    if (await hasProjection(target, projection)) continue;
    await target.command(`ALTER TABLE ${projection.table} ADD PROJECTION IF NOT EXISTS ${projection.name} (${projection.select})`);
    await target.command(`ALTER TABLE ${projection.table} MATERIALIZE PROJECTION ${projection.name}`);
  }
}

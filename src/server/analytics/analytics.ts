/**
 * Reading the analytics database, as every area does (analytics-statements.ts runs the
 * statements): rows, or a large answer as a row stream. Nothing here writes; the writer module
 * (analytics-writer.ts) is the only way to, and the lint keeps it out of the areas
 * (dev/lint/analytics-door.js).
 */
import { readAnalyticsConfig, type AnalyticsConfig } from './analytics-config';
import type { QueryParams } from './analytics-connection';
import type { ChdbLoader } from './chdb-loader';
import { openStatements } from './analytics-statements';

export type { QueryParams } from './analytics-connection';

export interface Analytics {
  /** "ClickHouse at …" or "chDB at …". */
  readonly place: string;
  /** The answer's rows; for small answers (aggregations). */
  rows<T>(query: string, params?: QueryParams): Promise<T[]>;
  /** The answer row by row, never held whole; the time limit applies between two chunks. */
  stream<T>(query: string, params?: QueryParams): AsyncGenerator<T>;
}

/** The analytics database as configured (`readAnalyticsConfig`), to read; `loader` replaces chDB's loading in tests. */
export async function openAnalytics(config: AnalyticsConfig, loader?: ChdbLoader): Promise<Analytics> {
  const { place, rows, stream } = await openStatements(config, loader);
  return { place, rows, stream };
}

/** The server's analytics database: CLICKHOUSE_* from the environment, or chDB under DATA_DIR/analytics. */
export const serverAnalytics = (dataDir: string, env: NodeJS.ProcessEnv = process.env) => openAnalytics(readAnalyticsConfig(dataDir, env));

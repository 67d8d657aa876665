/**
 * Running statements on the analytics database: `{name:Type}` query parameters (never values
 * spliced into SQL), JSONEachRow answers, large answers as row streams, and a time limit. Every
 * failure becomes the analytics refusal naming the database and what it answered.
 */
import type { AnalyticsTable } from './analytics-tables';
import { analyticsPlace, readAnalyticsConfig, type AnalyticsConfig } from './analytics-config';
import { analyticsConnection, type AnalyticsConnection, type QueryParams } from './analytics-connection';
import { analyticsFailure } from './analytics-errors';
import type { ChdbLoader } from './chdb-loader';

export type { QueryParams } from './analytics-connection';

export interface Analytics {
  /** "ClickHouse at …" or "chDB at …". */
  readonly place: string;
  /** The answer's rows; for small answers (aggregations). */
  rows<T>(query: string, params?: QueryParams): Promise<T[]>;
  /** The answer row by row, never held whole; the time limit applies between two chunks. */
  stream<T>(query: string, params?: QueryParams): AsyncGenerator<T>;
  /** A statement without an answer (DDL, INSERT … SELECT). */
  command(query: string, params?: QueryParams): Promise<void>;
  insert(table: AnalyticsTable, rows: readonly object[]): Promise<void>;
}

/** An abort signal that fires after the time limit; `restart` starts the limit again. */
function deadline(timeoutMs: number) {
  const controller = new AbortController();
  let timer = setTimeout(() => controller.abort(), timeoutMs);
  return {
    signal: controller.signal,
    restart() {
      clearTimeout(timer);
      timer = setTimeout(() => controller.abort(), timeoutMs);
    },
    stop: () => clearTimeout(timer),
  };
}

function analyticsOver(config: AnalyticsConfig, connection: AnalyticsConnection): Analytics {
  const { client } = connection;
  async function limited<T>(run: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const limit = deadline(config.timeoutMs);
    try {
      return await run(limit.signal);
    } catch (error) {
      throw analyticsFailure(config, error, limit.signal.aborted);
    } finally {
      limit.stop();
    }
  }
  return {
    place: analyticsPlace(config),
    rows: <T>(query: string, params: QueryParams = {}) =>
      limited(async (signal) => (await client.query({ query, query_params: params, format: 'JSONEachRow', abort_signal: signal })).json<T>()),
    async *stream<T>(query: string, params: QueryParams = {}) {
      const limit = deadline(config.timeoutMs);
      try {
        for await (const row of connection.streamRows(query, params, limit.signal)) {
          limit.restart();
          yield row as T;
        }
      } catch (error) {
        throw analyticsFailure(config, error, limit.signal.aborted);
      } finally {
        limit.stop();
      }
    },
    command: (query, params = {}) => limited(async (signal) => void (await client.command({ query, query_params: params, abort_signal: signal }))),
    insert: (table, rows) =>
      limited(async (signal) => {
        if (rows.length) await client.insert({ table, values: [...rows], format: 'JSONEachRow', abort_signal: signal });
      }),
  };
}

/** The analytics database as configured (`readAnalyticsConfig`); `loader` replaces chDB's loading in tests. */
export async function openAnalytics(config: AnalyticsConfig, loader?: ChdbLoader): Promise<Analytics> {
  return analyticsOver(config, await analyticsConnection(config, loader));
}

/** The server's analytics database: CLICKHOUSE_* from the environment, or chDB under DATA_DIR/analytics. */
export const serverAnalytics = (dataDir: string, env: NodeJS.ProcessEnv = process.env) => openAnalytics(readAnalyticsConfig(dataDir, env));

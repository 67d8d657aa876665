/**
 * Statements on the analytics database: `{name:Type}` query parameters (never values spliced
 * into SQL), JSONEachRow answers, large answers as row streams, and a time limit. Every failure
 * becomes the analytics refusal naming the database and what it answered. The areas get the
 * reading part (analytics.ts); the writing part is the writer's (analytics-writer.ts).
 */
import type { Analytics } from './analytics';
import type { AnalyticsTable } from './analytics-tables';
import { analyticsPlace, type AnalyticsConfig } from './analytics-config';
import { analyticsConnection, type QueryParams } from './analytics-connection';
import { analyticsFailure } from './analytics-errors';
import type { ChdbLoader } from './chdb-loader';

export interface AnalyticsStatements extends Analytics {
  /** A statement without an answer (DDL, INSERT … SELECT, ALTER … DELETE). */
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

/** The database as configured; `loader` replaces chDB's loading in tests. */
export async function openStatements(config: AnalyticsConfig, loader?: ChdbLoader): Promise<AnalyticsStatements> {
  const connection = await analyticsConnection(config, loader);
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

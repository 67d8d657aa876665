/**
 * Where the analytics database is (API.md "Analytics database"): a ClickHouse server over HTTP
 * when CLICKHOUSE_URL is set (CLICKHOUSE_USER, default `default`; CLICKHOUSE_PASSWORD;
 * CLICKHOUSE_DATABASE, default `default`), otherwise chDB in-process under DATA_DIR/analytics.
 * Read when called, so a server started without the variables runs.
 */
import path from 'node:path';
import { trimBaseUrl } from '../integrations/integration-error';

/** How long a statement may wait for the database (for a stream: between two chunks). */
export const defaultAnalyticsTimeoutSeconds = 60;

export type AnalyticsConfig =
  | { kind: 'server'; url: string; user: string; password: string; database: string; timeoutMs: number }
  | { kind: 'embedded'; path: string; timeoutMs: number };

function timeoutMsFrom(value: string | undefined): number {
  const seconds = Number(value);
  return (value && Number.isFinite(seconds) && seconds > 0 ? seconds : defaultAnalyticsTimeoutSeconds) * 1000;
}

export function readAnalyticsConfig(dataDir: string, env: NodeJS.ProcessEnv = process.env): AnalyticsConfig {
  const timeoutMs = timeoutMsFrom(env.CLICKHOUSE_TIMEOUT_SECONDS?.trim());
  const url = trimBaseUrl(env.CLICKHOUSE_URL ?? '');
  if (!url) return { kind: 'embedded', path: path.join(dataDir, 'analytics'), timeoutMs };
  return {
    kind: 'server',
    url,
    user: env.CLICKHOUSE_USER?.trim() || 'default',
    password: env.CLICKHOUSE_PASSWORD ?? '',
    database: env.CLICKHOUSE_DATABASE?.trim() || 'default',
    timeoutMs,
  };
}

/** The database as a message names it: "ClickHouse at http://…" or "chDB at /data/analytics". */
export const analyticsPlace = (config: AnalyticsConfig): string => (config.kind === 'server' ? `ClickHouse at ${config.url}` : `chDB at ${config.path}`);

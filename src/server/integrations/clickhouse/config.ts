/**
 * Where the analytics database (ClickHouse, HTTP interface) is reached: CLICKHOUSE_URL, with
 * CLICKHOUSE_USER (default `default`) and CLICKHOUSE_PASSWORD, read through the shared
 * outside-service helper. Unlike the other services it has no public default host: without
 * CLICKHOUSE_URL it is "not configured", and what depends on it is unknown rather than failing.
 */
import { readServiceConfig, type ServiceConfig, type ServiceSettings } from '../service-config';

export const CLICKHOUSE_TIMEOUT_MS = 30_000;

export const clickHouseService: ServiceSettings = {
  service: 'clickhouse',
  label: 'analytics database (ClickHouse)',
  urlVariable: 'CLICKHOUSE_URL',
  defaultUrl: '',
  // ClickHouse's key is the user's password (X-ClickHouse-Key).
  tokenVariable: 'CLICKHOUSE_PASSWORD',
  timeoutMs: CLICKHOUSE_TIMEOUT_MS,
};

export interface ClickHouseConfig extends ServiceConfig {
  user: string;
}

/** Never throws: an unset URL is reported by `clickHouseConfigured`. */
export function readClickHouseConfig(env: NodeJS.ProcessEnv = process.env): ClickHouseConfig {
  return { ...readServiceConfig(clickHouseService, env), user: env.CLICKHOUSE_USER?.trim() || 'default' };
}

export const clickHouseConfigured = (config: ClickHouseConfig): boolean => config.url !== '';

export const CLICKHOUSE_NOT_CONFIGURED = `The ${clickHouseService.label} is not configured: set CLICKHOUSE_URL (and CLICKHOUSE_USER, CLICKHOUSE_PASSWORD)`;

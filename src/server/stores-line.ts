/**
 * What a process says at start about where its state lives: the database, the analytics database
 * and the file store (no password or key is ever shown).
 */
import { analyticsPlace, readAnalyticsConfig } from './analytics/analytics-config';
import type { Config } from './config';
import { byteStoreOf } from './files/byte-store-of';

function databasePlace(config: Config): string {
  if (!config.databaseUrl) return `embedded, ${config.dataDir}`;
  try {
    const url = new URL(config.databaseUrl);
    return `PostgreSQL at ${url.host}${url.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}

export function storesLine(config: Config, env: NodeJS.ProcessEnv = process.env): string {
  return `database: ${databasePlace(config)}; analytics: ${analyticsPlace(readAnalyticsConfig(config.dataDir, env))}; files: ${byteStoreOf(config).description}`;
}

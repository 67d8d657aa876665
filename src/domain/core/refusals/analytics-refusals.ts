/** Refusals of the analytics database: chDB that cannot load here (400), a database that fails (503). */
export const analyticsRefusals = {
  'analytics.chdbUnavailable': 'The embedded analytics database (chDB) cannot load on this machine: set CLICKHOUSE_URL to a ClickHouse server',
  'analytics.failed': 'The analytics database ({{database}}) failed: {{reason}}',
} as const;

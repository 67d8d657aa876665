/** English texts of the analytics database's refusals (keys are the English texts). */
import type { Catalogue } from './messages';

export const analyticsEn: Catalogue = {
  'The embedded analytics database (chDB) cannot load on this machine: set CLICKHOUSE_URL to a ClickHouse server':
    'The embedded analytics database (chDB) cannot load on this machine: set CLICKHOUSE_URL to a ClickHouse server',
  'The analytics database ({{database}}) failed: {{reason}}': 'The analytics database ({{database}}) failed: {{reason}}',
};

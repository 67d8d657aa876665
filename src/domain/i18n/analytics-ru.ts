/** Russian texts of the analytics database's refusals. */
import type { Catalogue } from './messages';

export const analyticsRu: Catalogue = {
  'The embedded analytics database (chDB) cannot load on this machine: set CLICKHOUSE_URL to a ClickHouse server':
    'Встроенная аналитическая база (chDB) не загружается на этой машине: укажите в CLICKHOUSE_URL сервер ClickHouse',
  'The analytics database ({{database}}) failed: {{reason}}': 'Ошибка аналитической базы ({{database}}): {{reason}}',
};

export { readClickHouseConfig, clickHouseConfigured, CLICKHOUSE_NOT_CONFIGURED, type ClickHouseConfig } from './config';
export { queryJsonEachRow, stringArrayParam } from './clickhouse-query';
export { markerImpressions, impressionsByMarker, MARKER_IMPRESSIONS_TABLE, type MarkerDay } from './marker-impressions';

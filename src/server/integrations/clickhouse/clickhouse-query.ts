/**
 * ClickHouse's HTTP interface: the query is POSTed as the body, typed query parameters travel as
 * `param_<name>` in the address (`{name:Type}` in the text, so values are never spliced into
 * SQL), the user and password as X-ClickHouse-User / X-ClickHouse-Key, and the answer is read
 * as JSONEachRow (one JSON object per line). A refusal answers a non-2xx status with ClickHouse's
 * exception text, which is kept in the error.
 */
import { describeFetchFailure, IntegrationError } from '../integration-error';
import { CLICKHOUSE_NOT_CONFIGURED, clickHouseConfigured, type ClickHouseConfig } from './config';

const service = 'clickhouse';
const fail = (detail: string, status?: number, cause?: unknown) =>
  new IntegrationError(`The analytics database (ClickHouse) failed: ${detail}`, { service, code: 'UPSTREAM', status, cause });

/** A value for a `{name:Array(String)}` parameter: ClickHouse's array literal with quoted, escaped strings. */
export function stringArrayParam(values: readonly string[]): string {
  return `[${values.map((value) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`).join(',')}]`;
}

export async function queryJsonEachRow<T = Record<string, unknown>>(config: ClickHouseConfig, query: string, params: Record<string, string> = {}): Promise<T[]> {
  if (!clickHouseConfigured(config)) throw new IntegrationError(CLICKHOUSE_NOT_CONFIGURED, { service, code: 'NOT_CONFIGURED' });
  if (!/\bFORMAT\s+JSONEachRow\s*$/i.test(query)) throw new Error('A ClickHouse query here must end with FORMAT JSONEachRow');
  const url = new URL(`${config.url}/`);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(`param_${name}`, value);
  const headers: Record<string, string> = { 'Content-Type': 'text/plain; charset=utf-8', 'X-ClickHouse-User': config.user };
  if (config.token) headers['X-ClickHouse-Key'] = config.token;

  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers, body: query, signal: AbortSignal.timeout(config.timeoutMs) });
  } catch (error) {
    throw fail(describeFetchFailure(error, config.timeoutMs), undefined, error);
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw fail(describeFetchFailure(error, config.timeoutMs), response.status, error);
  }
  if (!response.ok) {
    const reason = text.trim().split('\n')[0]?.slice(0, 500) || response.statusText;
    throw fail(`HTTP ${response.status}${reason ? `: ${reason}` : ''}`, response.status);
  }
  const rows: T[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      rows.push(JSON.parse(line) as T);
    } catch (error) {
      throw fail(`unreadable answer line: ${line.slice(0, 200)}`, response.status, error);
    }
  }
  return rows;
}

/**
 * The ClickHouse client against a local server speaking ClickHouse's HTTP interface: the query
 * as the POST body, `param_<name>` typed parameters, X-ClickHouse-User/Key, JSONEachRow answers,
 * ClickHouse's exception texts with their HTTP statuses.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startLocalService, type LocalService, type RecordedRequest } from '../../testing/local-service';
import { CLICKHOUSE_NOT_CONFIGURED, readClickHouseConfig } from './config';
import { queryJsonEachRow, stringArrayParam } from './clickhouse-query';
import { impressionsByMarker, markerImpressions, markerImpressionsQuery } from './marker-impressions';

/** Rows of the server's `marker_impressions` table. */
let table: Array<{ marker: string; day: string; impressions: number }>;
let service: LocalService;

/** Reads a ClickHouse array-of-strings literal as ClickHouse does. */
function parseStringArray(literal: string): string[] {
  const items: string[] = [];
  const pattern = /'((?:[^'\\]|\\.)*)'/g;
  for (const match of literal.matchAll(pattern)) items.push(match[1].replace(/\\(.)/g, '$1'));
  return items;
}

function clickHouse(request: RecordedRequest) {
  const url = new URL(request.url, 'http://localhost');
  if (request.method !== 'POST') return { status: 400, body: 'Code: 62. DB::Exception: Syntax error' };
  if (request.headers['x-clickhouse-user'] !== 'stats' || request.headers['x-clickhouse-key'] !== 'secret') {
    return { status: 403, body: 'Code: 516. DB::Exception: stats: Authentication failed: password is incorrect, or there is no user with such name. (AUTHENTICATION_FAILED)\n' };
  }
  if (request.body !== markerImpressionsQuery) {
    return { status: 404, body: 'Code: 60. DB::Exception: Unknown table expression identifier. (UNKNOWN_TABLE)\n' };
  }
  const from = url.searchParams.get('param_from')!;
  const to = url.searchParams.get('param_to')!;
  const markers = parseStringArray(url.searchParams.get('param_markers')!);
  const sums = new Map<string, number>();
  for (const row of table) {
    if (row.day >= from && row.day < to && markers.includes(row.marker)) sums.set(`${row.marker}|${row.day}`, (sums.get(`${row.marker}|${row.day}`) ?? 0) + row.impressions);
  }
  const lines = [...sums.entries()].sort().map(([key, impressions]) => {
    const [marker, day] = key.split('|');
    return JSON.stringify({ marker, day, impressions: String(impressions) });
  });
  return { status: 200, body: lines.map((line) => `${line}\n`).join('') };
}

beforeAll(async () => {
  service = await startLocalService(clickHouse);
});
afterAll(() => service.close());
beforeEach(() => {
  service.requests.length = 0;
  table = [
    { marker: 'Kra23abc', day: '2026-02-27', impressions: 5 },
    { marker: 'Kra23abc', day: '2026-03-01', impressions: 1000 },
    { marker: 'Kra23abc', day: '2026-03-01', impressions: 234 },
    { marker: 'Kra23abc', day: '2026-03-31', impressions: 66 },
    { marker: "Kra'quote", day: '2026-03-15', impressions: 7 },
    { marker: 'Other', day: '2026-03-10', impressions: 99 },
    { marker: 'Kra23abc', day: '2026-04-01', impressions: 1 },
  ];
});

const config = (env: Record<string, string> = {}) =>
  readClickHouseConfig({ CLICKHOUSE_URL: `${service.url}/`, CLICKHOUSE_USER: 'stats', CLICKHOUSE_PASSWORD: 'secret', ...env });

describe('markerImpressions', () => {
  it('sums each marker by day within [from, to), for the markers asked only', async () => {
    const days = await markerImpressions(config(), '2026-03-01', '2026-04-01', ['Kra23abc', "Kra'quote"]);
    expect(days).toEqual([
      { marker: "Kra'quote", day: '2026-03-15', impressions: 7 },
      { marker: 'Kra23abc', day: '2026-03-01', impressions: 1234 },
      { marker: 'Kra23abc', day: '2026-03-31', impressions: 66 },
    ]);
    expect(impressionsByMarker(days)).toEqual(new Map([['Kra23abc', 1300], ["Kra'quote", 7]]));
    const [request] = service.requests;
    expect(request.method).toBe('POST');
    expect(request.body).toMatch(/FORMAT JSONEachRow$/);
    expect(new URL(request.url, 'http://x').searchParams.get('param_markers')).toBe("['Kra23abc','Kra\\'quote']");
  });

  it('asks nothing for no markers', async () => {
    expect(await markerImpressions(config(), '2026-03-01', '2026-04-01', [])).toEqual([]);
    expect(service.requests).toHaveLength(0);
  });

  it("keeps ClickHouse's exception text and status", async () => {
    const refused = markerImpressions(config({ CLICKHOUSE_PASSWORD: 'wrong' }), '2026-03-01', '2026-04-01', ['Kra23abc']);
    await expect(refused).rejects.toMatchObject({ code: 'UPSTREAM', status: 403, message: expect.stringContaining('Code: 516. DB::Exception: stats: Authentication failed') });
    const unknown = queryJsonEachRow(config(), 'SELECT 1 FROM nowhere FORMAT JSONEachRow');
    await expect(unknown).rejects.toMatchObject({ status: 404, message: expect.stringContaining('UNKNOWN_TABLE') });
  });

  it('fails naming the variables when CLICKHOUSE_URL is unset, without a request', async () => {
    await expect(markerImpressions(readClickHouseConfig({}), '2026-03-01', '2026-04-01', ['x'])).rejects.toMatchObject({ code: 'NOT_CONFIGURED', message: CLICKHOUSE_NOT_CONFIGURED });
    expect(CLICKHOUSE_NOT_CONFIGURED).toContain('CLICKHOUSE_URL');
    expect(service.requests).toHaveLength(0);
  });

  it('reports a server that does not answer', async () => {
    const down = markerImpressions(readClickHouseConfig({ CLICKHOUSE_URL: 'http://127.0.0.1:9' }), '2026-03-01', '2026-04-01', ['x']);
    await expect(down).rejects.toMatchObject({ code: 'UPSTREAM', message: expect.stringContaining('The analytics database (ClickHouse) failed') });
  });
});

describe('stringArrayParam', () => {
  it('quotes and escapes like a ClickHouse literal', () => {
    expect(stringArrayParam(['a', "b'c", 'd\\e'])).toBe("['a','b\\'c','d\\\\e']");
    expect(parseStringArray(stringArrayParam(['a', "b'c", 'd\\e']))).toEqual(['a', "b'c", 'd\\e']);
  });
});

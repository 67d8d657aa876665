/**
 * Full-list exports (`?full=true`): read by chunks of ids, the rows are those of the pages, in
 * the same order, with their reference texts and inverse lists; the streamed answer is the same
 * text as the whole answer serialised at once, with the same headers; several at once by one
 * user all answer (they take turns: one-export-per-user.test.ts); a client that disconnects
 * mid-way, or a database that fails mid-way, frees the user's turn, and a waiting export whose
 * client has gone is not read; the 100,000-row cap answers its 400 and frees the user's turn.
 */
import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestServer, type TestServer } from '../../../../dev/testing/test-server';
import { fullListCap, fullListChunk, readList } from '../../items/entity-reader';
import { entitiesByName } from '../../../domain/core/entities';
import type { Actor } from '../../../domain/core/entity';
import { parseListQuery } from '../../../domain/core/query/list-query';
import { created, orderPayload, productPayload, salesWorld } from '../../../../dev/fixtures/sales-fixtures';

let t: TestServer;
let user: { id: number; token: string };
let other: { id: number; token: string };
const holdings = 2 * fullListChunk + 500;

beforeAll(async () => {
  t = await createTestServer();
  user = await t.userWithRole('USER');
  other = await t.userWithRole('USER');
  // Names repeat (ties broken by id); every seventh holding has a client (an inverse list).
  await t.ctx.database.query(`insert into holdings (name) select 'Holding ' || lpad((g % 1000)::text, 4, '0') from generate_series(1, $1::int) g`, [holdings]);
  await t.ctx.database.query(
    `insert into clients (name, type, user_id, holding_id) select 'Client of ' || h.id, 'NA', $1::int, h.id from holdings h where h.id % 7 = 0`,
    [user.id],
  );
  const w = await salesWorld(t);
  for (const [index, price] of [10, 123.45, 0.5].entries()) {
    const order = await created(t, t.adminToken, 'orders/', orderPayload(w, { name: `Campaign ${index}` }));
    await created(t, t.adminToken, 'products/', productPayload(w, order.id, { price, amount: 10 + index, discount: index }));
    await created(t, t.adminToken, 'payments/', { order: order.id, date: '2026-01-05', sum: 7 + index });
  }
}, 60_000);
afterAll(() => t?.close());

const get = (token: string, url: string) => t.call(token, { method: 'GET', url });

/** The statements run from now on (their texts); a matching one may be held or made to fail. */
function watchStatements(act: (text: string, count: number) => Promise<void> | undefined) {
  const session = t.ctx.database.db._.session;
  const original = session.prepareQuery.bind(session);
  const counts = new Map<string, number>();
  const spy = vi.spyOn(session, 'prepareQuery').mockImplementation(((...args: Parameters<typeof original>) => {
    const prepared = original(...args);
    const text = args[0].sql;
    const count = (counts.get(text) ?? 0) + 1;
    counts.set(text, count);
    const execute = prepared.execute.bind(prepared);
    prepared.execute = (async (...values: Parameters<typeof execute>) => {
      await act(text, count);
      return execute(...values);
    }) as typeof prepared.execute;
    return prepared;
  }) as typeof original);
  return { runs: (match: (text: string) => boolean) => [...counts].filter(([text]) => match(text)).reduce((sum, [, n]) => sum + n, 0), stop: () => spy.mockRestore() };
}

/** The statement of a chunk of holdings' rows, by ids. */
const holdingsChunk = (text: string) => text.includes('from "holdings" where "holdings"."id" = any(');
const holdingsCount = (text: string) => /count\(\*\) as count.* from "holdings"/s.test(text);

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

let baseUrl: string | undefined;
async function served(): Promise<string> {
  if (!baseUrl) {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as net.AddressInfo).port}`;
  }
  return baseUrl;
}

const fetchList = async (token: string, path: string, signal?: AbortSignal) => fetch(`${await served()}${path}`, { headers: { authorization: `Token ${token}` }, signal });

const until = async (condition: () => boolean) => {
  for (let i = 0; i < 500 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
};

describe('a full list', () => {
  it('answers the rows of every page, in order, with the same count and total', async () => {
    for (const query of ['ordering=name', 'ordering=-name', 'name__cnt=Holding 01&ordering=-id']) {
      const pages: unknown[] = [];
      let first: { count: number; total: unknown } | undefined;
      for (let page = 1; ; page += 1) {
        const answer = (await get(user.token, `/api/holdings/?${query}&page_size=1000&page=${page}`)).json();
        first ??= answer;
        pages.push(...answer.results);
        if (pages.length >= answer.count) break;
      }
      const full = await get(user.token, `/api/holdings/?${query}&full=true`);
      expect(full.statusCode).toBe(200);
      expect(Object.keys(full.json())).toEqual(['count', 'total', 'results']);
      expect(full.json()).toEqual({ count: first!.count, total: first!.total, results: pages });
    }
    const all = (await get(user.token, '/api/holdings/?full=true&ordering=name')).json();
    expect(all.results).toHaveLength(holdings);
    expect(all.results.filter((h: { clients: number[] }) => h.clients.length)).toHaveLength(Math.floor(holdings / 7));
  });

  it('several at once by one user all answer in full (one after another), as do another user\'s', async () => {
    const url = '/api/holdings/?full=true&ordering=name';
    const answers = await Promise.all([get(user.token, url), get(user.token, url), get(user.token, url), get(other.token, url)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    for (const answer of answers) expect(answer.body).toBe(answers[0].body);
  });

  it('streams the same text as the whole answer, for entities with computed fields, totals, reference texts and reader-dependent values', async () => {
    for (const [name, params] of [
      ['order', { ordering: '-sumWithNds' }],
      ['client', { ordering: 'name' }],
      ['holding', { ordering: '-name' }],
      ['user', { ordering: 'id' }],
    ] as const) {
      const entity = entitiesByName[name];
      const streamed = await get(t.adminToken, `/api/${entity.path}?full=true&${new URLSearchParams(params)}`);
      expect(streamed.statusCode, streamed.body).toBe(200);
      const whole = await readList(t.ctx.database.db, entity, parseListQuery(entity, { ...params, full: 'true' }));
      if ('tooMany' in whole) throw new Error('not refused');
      t.ctx.hooks.of(entity).decorate?.(whole.results, (await get(t.adminToken, '/api/accounts/current/')).json() as Actor);
      expect(JSON.parse(streamed.body)).toEqual(JSON.parse(JSON.stringify(whole)));
      expect(streamed.body).toBe(JSON.stringify(whole));
      expect(whole.results.length).toBeGreaterThan(0);
    }
    const orders = (await get(t.adminToken, '/api/orders/?full=true')).json();
    expect(orders.total.sumWithNds).toBeGreaterThan(0);
    expect(orders.results.every((order: { paymentSum: number }) => order.paymentSum > 0)).toBe(true);
  });

  it('answers with the headers of a page', async () => {
    const varying = new Set(['content-length', 'date', 'transfer-encoding', 'connection', 'keep-alive']);
    const headers = (answer: { headers: Record<string, unknown> }) => Object.fromEntries(Object.entries(answer.headers).filter(([key]) => !varying.has(key)));
    const page = await get(user.token, '/api/holdings/?page_size=10');
    const full = await get(user.token, '/api/holdings/?full=true');
    expect(headers(full)).toEqual(headers(page));
    expect(full.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(full.headers['x-app-version']).toBeTruthy();
  });

  it('a client that disconnects mid-way frees the user\'s turn, and the rest is not read', async () => {
    const held = gate();
    const watch = watchStatements((text, count) => (holdingsChunk(text) && count === 2 ? held.opened : undefined));
    try {
      const aborting = new AbortController();
      const first = await fetchList(user.token, '/api/holdings/?full=true&ordering=id', aborting.signal);
      expect(first.status).toBe(200);
      const reader = first.body!.getReader();
      expect(new TextDecoder().decode((await reader.read()).value)).toMatch(/^\{"count":\d+,"total":\{\},"results":\[/);
      await until(() => watch.runs(holdingsChunk) === 2);
      const next = fetchList(user.token, '/api/holdings/?full=true&ordering=name');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(watch.runs(holdingsCount)).toBe(1); // the next one waits for its turn
      aborting.abort();
      await new Promise((resolve) => setTimeout(resolve, 500)); // time for the server to see the connection closed
      held.open();
      const answer = await next;
      expect(answer.status).toBe(200);
      expect((await answer.json()).results).toHaveLength(holdings);
      // The disconnected export read its second chunk (held when the client left), not its third.
      expect(watch.runs(holdingsChunk)).toBe(2 + Math.ceil(holdings / fullListChunk));
    } finally {
      watch.stop();
    }
  });

  it('a waiting export whose client has gone is not read when its turn comes', async () => {
    const held = gate();
    const watch = watchStatements((text, count) => (holdingsChunk(text) && count === 1 ? held.opened : undefined));
    try {
      const running = fetchList(user.token, '/api/holdings/?full=true&ordering=id');
      await until(() => watch.runs(holdingsChunk) === 1);
      const aborting = new AbortController();
      const gone = fetchList(user.token, '/api/holdings/?full=true&ordering=name', aborting.signal);
      gone.catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 100));
      aborting.abort();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const last = fetchList(user.token, '/api/holdings/?full=true&ordering=-id');
      held.open();
      expect((await (await running).json()).results).toHaveLength(holdings);
      const answer = await last;
      expect((await answer.json()).results).toHaveLength(holdings);
      expect(watch.runs(holdingsCount)).toBe(2);
    } finally {
      watch.stop();
    }
  });

  it('a database failing mid-way cuts the answer off and frees the user\'s turn', async () => {
    const watch = watchStatements((text, count) => (holdingsChunk(text) && count === 2 ? Promise.reject(new Error('the database failed')) : undefined));
    try {
      const failing = await fetchList(user.token, '/api/holdings/?full=true&ordering=id');
      expect(failing.status).toBe(200);
      await expect(failing.text()).rejects.toThrow();
      const next = await fetchList(user.token, '/api/holdings/?full=true&ordering=id');
      expect((await next.json()).results).toHaveLength(holdings);
    } finally {
      watch.stop();
    }
  });

  it('is refused above the cap with its 400, and the user may export again', async () => {
    await t.ctx.database.query(`insert into holdings (name) select 'Many ' || g from generate_series(1, $1::int) g`, [fullListCap + 1 - holdings]);
    const refused = await get(user.token, '/api/holdings/?full=true');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(`Too many rows to export: ${fullListCap + 1}; the limit is ${fullListCap}. Narrow the filters.`);
    const narrowed = await get(user.token, '/api/holdings/?full=true&name__cnt=Holding 000');
    expect(narrowed.statusCode).toBe(200);
    expect(narrowed.json().count).toBe(narrowed.json().results.length);
  }, 60_000);
});

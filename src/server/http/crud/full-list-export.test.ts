/**
 * Full-list exports (`?full=true`): read by chunks of ids, the rows are those of the pages, in
 * the same order, with their reference texts and inverse lists; several at once by one user
 * all answer (they take turns: one-export-per-user.test.ts); the 100,000-row cap answers its
 * 400 and frees the user's turn.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { fullListCap, fullListChunk } from '../../entity-service/entity-reader';

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
}, 60_000);
afterAll(() => t?.close());

const get = (token: string, url: string) => t.call(token, { method: 'GET', url });

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

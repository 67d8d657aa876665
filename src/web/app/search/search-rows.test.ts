import { describe, expect, it } from 'vitest';
import { entitiesByName } from '../../../domain/core/entities';
import type { Query } from '../../data/api-url';
import type { ShortItem } from '../api';
import { searchRows, type SearchClient, type SearchRow } from './search-rows';

/** A client answering from fixed rows, recording each call as `short <path> <query>` or `list <path> <query>`. */
function fakeClient(short: ShortItem[], listed: SearchRow[] = []) {
  const calls: string[] = [];
  const text = (query: Query) => new URLSearchParams(Object.entries(query).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : String(v)])).toString();
  const client: SearchClient = {
    short: async (resource, query) => {
      calls.push(`short ${resource.path} ${text(query)}`);
      return short;
    },
    list: async (resource, query) => {
      calls.push(`list ${resource.path} ${text(query)}`);
      return { results: listed };
    },
  };
  return { client, calls };
}

const many = (n: number): ShortItem[] => Array.from({ length: n }, (_, i) => ({ v: i + 1, t: `C-${i + 1}` }));

describe('search rows', () => {
  it('of an entity named by its display text are the first five of its short list, with no other call', async () => {
    const { client, calls } = fakeClient(many(100));
    const rows = await searchRows(client, entitiesByName.contract, 'C-');
    expect(calls).toEqual(['short contracts/ search=C-']);
    expect(rows).toEqual([1, 2, 3, 4, 5].map((id) => ({ id, number: `C-${id}` })));
  });

  it('of an order are read by id after the short list, for the number, in the short list’s order, a vanished one left out', async () => {
    const { client, calls } = fakeClient(
      [
        { v: 30, t: 'Summer' },
        { v: 12, t: 'Spring' },
        { v: 7, t: 'Gone' },
      ],
      [
        { id: 12, number: '2026-00012', name: 'Spring' },
        { id: 30, number: '2026-00030', name: 'Summer' },
      ],
    );
    const rows = await searchRows(client, entitiesByName.order, '2026-000');
    expect(calls).toEqual(['short orders/ search=2026-000', 'list orders/ id=30%2C12%2C7&page_size=3']);
    expect(rows.map((row) => row.number)).toEqual(['2026-00030', '2026-00012']);
  });

  it('of an order matching nothing make no second call', async () => {
    const { client, calls } = fakeClient([]);
    expect(await searchRows(client, entitiesByName.order, 'zzzz')).toEqual([]);
    expect(calls).toHaveLength(1);
  });
});

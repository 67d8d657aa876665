/**
 * The generic machinery the creatives needed, on probe entities: a stored reference list
 * filtered by overlap, taken out of one item by `DELETE …?<unlinkParam>=`, left by a deleted
 * row when it is declared `onDelete: 'clear'`; a display text from a computed `sql` field; enum values refused on create only; blank
 * list items refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineEntity } from '../../domain/core/entity';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';

const probeTag = defineEntity({
  name: 'probeTag',
  area: 'probeLists',
  path: 'probe/tags/',
  table: 'probe_tags',
  display: 'title',
  searchFields: ['code', 'name'],
  fields: {
    code: { kind: 'string', required: true },
    name: { kind: 'string', required: true },
    title: { kind: 'string', computed: { sql: "{code} || ' ' || {name}" }, column: false, editor: false },
  },
});

const probeNote = defineEntity({
  name: 'probeNote',
  area: 'probeLists',
  path: 'probe/notes/',
  table: 'probe_notes',
  display: 'text',
  access: { delete: 'admin' },
  fields: {
    text: { kind: 'string' },
    form: { kind: 'enum', enum: 'advertisingDistributionForm', notOnCreate: ['Other'] },
    aliases: { kind: 'list', rules: ['nonBlankItems'] },
    tags: { kind: 'reflist', ref: 'probeTag', index: true, unlinkParam: 'tag', onDelete: 'clear' },
  },
});

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({}, { probeEntities: [probeTag, probeNote], extraModules: [{ name: 'probeLists' }] });
}, 60_000);
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: Record<string, unknown>, token = t.adminToken) =>
  t.call(token, { method, url: `/api/probe/${url}`, ...(payload ? { payload } : {}) });
const made = async (url: string, payload: Record<string, unknown>) => {
  const answer = await call('POST', url, payload);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as { id: number } & Record<string, unknown>;
};

describe('reference lists', () => {
  it('shows a display text computed in SQL in short lists and beside the ids', async () => {
    const tag = await made('tags/', { code: '10.1', name: 'Food' });
    expect((await call('GET', 'tags/short/?search=foo')).json()).toEqual([{ v: tag.id, t: '10.1 Food' }]);
    const note = await made('notes/', { text: 'n', tags: [tag.id] });
    expect(note.tagsNames).toEqual(['10.1 Food']);
  });

  it('filters by overlap, unlinks one item, and a deleted item leaves every list that clears', async () => {
    const [a, b] = [await made('tags/', { code: 'a', name: 'A' }), await made('tags/', { code: 'b', name: 'B' })];
    const both = await made('notes/', { tags: [a.id, b.id] });
    const onlyB = await made('notes/', { tags: [b.id] });
    const ids = async (tag: number) => ((await call('GET', `notes/?tags=${tag}&ordering=id`)).json().results as Array<{ id: number }>).map((r) => r.id);
    expect(await ids(b.id)).toEqual([both.id, onlyB.id]);

    const user = await t.userWithRole('USER');
    expect((await call('DELETE', `notes/${both.id}/?tag=${a.id}`, undefined, user.token)).statusCode).toBe(204);
    expect((await call('GET', `notes/${both.id}/`)).json().tags).toEqual([b.id]);
    const history = (await call('GET', `notes/${both.id}/history/`)).json();
    expect(history[0]).toMatchObject({ action: 'update', changes: { tags: [[a.id, b.id], [b.id]] } });
    expect((await call('DELETE', `notes/${both.id}/?tag=${a.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `notes/${both.id}/?tag=x`)).statusCode).toBe(400);
    expect((await call('DELETE', `notes/${both.id}/`, undefined, user.token)).statusCode).toBe(403);

    expect((await call('DELETE', `tags/${b.id}/`)).statusCode).toBe(204);
    expect((await call('GET', `notes/${both.id}/`)).json().tags).toEqual([]);
    expect((await call('GET', `notes/${onlyB.id}/`)).json().tags).toEqual([]);
  });

  it('refuses an enum value declared not on create, and blank list items', async () => {
    const refused = await call('POST', 'notes/', { form: 'Other', aliases: ['x', ' '] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ form: ['Choose one of the offered values'], aliases: ['Required field'] });
    const note = await made('notes/', { form: 'Video' });
    expect((await call('PATCH', `notes/${note.id}/`, { form: 'Other' })).json().form).toBe('Other');
  });
});

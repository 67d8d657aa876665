import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineAction } from '../../domain/core/actions/action';
import { installFakeApi } from '../test/fake-api';
import { dataProvider } from './data-provider';

const things = { path: 'things/' };
const poke = defineAction({ method: 'POST', path: 'things/:id/poke/', summary: 'Poke', tags: [], access: 'all', params: z.object({ id: z.number() }), body: z.object({ hard: z.boolean() }), answer: z.object({ ok: z.boolean() }) });

afterEach(() => vi.unstubAllGlobals());

describe('the data provider', () => {
  it('builds every entity address from the declared path', async () => {
    const api = installFakeApi();
    api.on('GET', /.*/, () => ({ body: { count: 0, total: {}, results: [] } }));
    api.on('POST', /.*/, () => ({ status: 201, body: { id: 3 } }));
    api.on('PUT', /.*/, () => ({ body: { id: 3 } }));
    api.on('PATCH', /.*/, () => ({ body: { id: 3 } }));
    api.on('DELETE', /.*/, () => ({ status: 204 }));
    await dataProvider.list(things, { name__cnt: 'a', status: ['A', 'B'], empty: '' });
    await dataProvider.short(things, { search: 'x' });
    await dataProvider.one(things, 3);
    await dataProvider.create(things, { name: 'n' });
    await dataProvider.update(things, 3, { name: 'm' });
    await dataProvider.patch(things, 3, { name: 'p' });
    await dataProvider.delete(things, 3, { order: 9 });
    await dataProvider.history(things, 3);
    expect(api.calls.map((c) => `${c.method} ${c.path}?${c.query.toString()}`)).toEqual([
      'GET /api/things/?name__cnt=a&status=A%2CB',
      'GET /api/things/short/?search=x',
      'GET /api/things/3/?',
      'POST /api/things/?',
      'PUT /api/things/3/?',
      'PATCH /api/things/3/?',
      'DELETE /api/things/3/?order=9',
      'GET /api/things/3/history/?',
    ]);
    expect(api.calls.slice(3, 6).map((c) => c.body)).toEqual([{ name: 'n' }, { name: 'm' }, { name: 'p' }]);
  });

  it('calls a declared action by its method, path parameters and body, and follows tasks and files by id', async () => {
    const api = installFakeApi();
    api.on('POST', '/api/things/7/poke/', (req) => ({ body: { ok: (req.body as { hard: boolean }).hard } }));
    api.on('GET', '/api/celery/task/t-1/', () => ({ body: { state: 'SUCCESS', detail: { fileId: 4 } } }));
    expect(await dataProvider.action(poke, { params: { id: 7 }, body: { hard: true } })).toEqual({ ok: true });
    expect(await dataProvider.task('t-1')).toEqual({ state: 'SUCCESS', detail: { fileId: 4 } });
    expect(dataProvider.actionUrl(poke, { params: { id: 7 }, query: { format: 'pdf' } })).toBe('/api/things/7/poke/?format=pdf');
    expect(dataProvider.fileUrl(4)).toBe('/api/files/4/');
    expect(dataProvider.fileUrl(4, { temp: true })).toBe('/api/files/temp/4/');
  });
});

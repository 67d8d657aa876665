import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { storedObjectKeys } from '../../../dev/testing/test-files-store';
import { byteStoreOf } from './byte-store-of';
import { multipart } from './multipart-body';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({ MAX_UPLOAD_MB: '1' });
}, 60_000);
afterAll(async () => t?.close());

const storedFiles = () => storedObjectKeys(t.config);

describe('files', () => {
  it('are stored where the run says: the local disk, or moto’s bucket on the S3 pass (TEST_FILES_STORE=s3)', () => {
    expect(byteStoreOf(t.config).description).toMatch(process.env.TEST_FILES_STORE === 's3' ? /^S3 bucket / : /^local disk /);
  });

  it('uploads, lists, downloads and deletes a file', async () => {
    const body = multipart([
      { name: 'file', value: 'a;b\n1;2\n', filename: 'raw.csv', type: 'text/csv' },
      { name: 'name', value: 'Отчёт май.csv' },
    ]);
    const created = await t.call(t.adminToken, { method: 'POST', url: '/api/files/', ...body });
    expect(created.statusCode).toBe(201);
    const file = created.json();
    expect(file).toEqual({ id: expect.any(Number), name: 'Отчёт май.csv', size: 8 });

    const short = await t.call(t.adminToken, { method: 'GET', url: `/api/files/short/?search=${encodeURIComponent('отчёт')}` });
    expect(short.json()).toContainEqual({ v: file.id, t: 'Отчёт май.csv' });

    const download = await t.call(t.adminToken, { method: 'GET', url: `/api/files/${file.id}/` });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('a;b\n1;2\n');
    // the client's claim (text/csv) is not recorded: no leading bytes prove a type
    expect(download.headers['content-type']).toBe('application/octet-stream');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="_____ ___.csv"; filename*=UTF-8''${encodeURIComponent('Отчёт май.csv')}`);
    // not a generated file
    expect((await t.call(t.adminToken, { method: 'GET', url: `/api/files/temp/${file.id}/` })).statusCode).toBe(404);

    const before = (await storedFiles()).length;
    const del = await t.call(t.adminToken, { method: 'DELETE', url: `/api/files/${file.id}/` });
    expect(del.statusCode).toBe(204);
    expect((await storedFiles()).length).toBe(before - 1);
    expect((await t.call(t.adminToken, { method: 'GET', url: `/api/files/${file.id}/` })).statusCode).toBe(404);
    expect((await t.call(t.adminToken, { method: 'DELETE', url: `/api/files/${file.id}/` })).statusCode).toBe(404);
  });

  it('uses the file name when no name is given', async () => {
    const res = await t.call(t.adminToken, { method: 'POST', url: '/api/files/', ...multipart([{ name: 'file', value: 'x', filename: 'plain.txt' }]) });
    expect(res.statusCode).toBe(201);
    expect(res.json().name).toBe('plain.txt');
  });

  it('answers 413 above MAX_UPLOAD_MB and stores nothing', async () => {
    const before = (await storedFiles()).length;
    const count = await t.ctx.database.query('select count(*)::int as n from files', []);
    const big = Buffer.alloc(1024 * 1024 + 10, 97);
    const res = await t.call(t.adminToken, { method: 'POST', url: '/api/files/', ...multipart([{ name: 'file', value: big, filename: 'big.bin' }, { name: 'name', value: 'big' }]) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'PROVIDED FILE TOO LARGE', code: 'request.tooLarge', values: {} });
    expect((await storedFiles()).length).toBe(before);
    expect((await storedFiles()).some((f) => f.endsWith('.part'))).toBe(false);
    const after = await t.ctx.database.query('select count(*)::int as n from files', []);
    expect(after.rows[0].n).toBe(count.rows[0].n);
  });

  it('answers 400 without a multipart body or without a file, 401 without a session', async () => {
    const json = await t.call(t.adminToken, { method: 'POST', url: '/api/files/', payload: { name: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toHaveProperty('detail');
    expect((await t.call(t.adminToken, { method: 'POST', url: '/api/files/' })).statusCode).toBe(400);
    for (const type of ['application/octet-stream', 'text/plain', 'image/png']) {
      const raw = await t.call(t.adminToken, { method: 'POST', url: '/api/files/', payload: Buffer.from('raw bytes'), headers: { 'content-type': type } });
      expect(raw.statusCode).toBe(400);
    }
    const noFile = await t.call(t.adminToken, { method: 'POST', url: '/api/files/', ...multipart([{ name: 'name', value: 'only a name' }]) });
    expect(noFile.statusCode).toBe(400);
    expect((await t.call(null, { method: 'POST', url: '/api/files/', ...multipart([{ name: 'file', value: 'x', filename: 'a.txt' }]) })).statusCode).toBe(401);
  });

  it('answers 404 for unknown ids', async () => {
    expect((await t.call(t.adminToken, { method: 'GET', url: '/api/files/999999/' })).statusCode).toBe(404);
    expect((await t.call(t.adminToken, { method: 'GET', url: '/api/files/abc/' })).statusCode).toBe(404);
    expect((await t.call(t.adminToken, { method: 'GET', url: '/api/files/temp/999999/' })).statusCode).toBe(404);
  });

  it('saves generated files served from files/temp/ to the user who asked for them', async () => {
    const owner = await t.userWithRole('USER');
    const other = await t.userWithRole('USER');
    const saved = await t.ctx.files.save({ name: 'export.xlsx', data: Buffer.from('xlsx bytes'), contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', temp: true, userId: owner.id });
    expect(saved).toEqual({ id: expect.any(Number), name: 'export.xlsx', size: 10 });
    const res = await t.call(owner.token, { method: 'GET', url: `/api/files/temp/${saved.id}/` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('xlsx bytes');
    expect((await t.call(other.token, { method: 'GET', url: `/api/files/temp/${saved.id}/` })).statusCode).toBe(403);
    expect((await t.call(t.adminToken, { method: 'GET', url: `/api/files/temp/${saved.id}/` })).statusCode).toBe(200);
    const short = await t.call(owner.token, { method: 'GET', url: '/api/files/short/?search=export' });
    expect(short.json()).toEqual([]);
  });
});

/**
 * The file store on both backends: the local disk and an S3-compatible server (moto_server on
 * loopback, started here). Uploads and downloads stream through it, a delete removes the object,
 * a missing object is a coded 404, a store that is down refuses an upload with a coded 503 and
 * records no row, and the daily sweep removes objects no row names.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { startMotoS3, type MotoS3 } from '../../../dev/testing/moto-s3';
import { byteStoreOf } from './byte-store-of';
import { multipart } from './multipart-body';
import { sweepOrphans } from './orphan-sweep';
import { writeBytes } from './file-store';
import { ru } from '../../domain/core/i18n/ru';

async function keysIn(t: TestServer): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of byteStoreOf(t.config).list()) keys.push(object.key);
  return keys;
}

const fileCount = async (t: TestServer) => Number((await t.ctx.database.query('select count(*)::int as n from files', [])).rows[0].n);

describe.each(['local', 's3'] as const)('the file store on %s', (kind) => {
  let t: TestServer;
  let moto: MotoS3 | null = null;
  /** Takes the store down: moto stopped, or the files directory replaced by a plain file. */
  let takeDown: () => Promise<void>;
  let bringBack: () => Promise<void>;

  beforeAll(async () => {
    if (kind === 's3') moto = await startMotoS3();
    t = await createTestServer(moto ? moto.env : {});
    const dir = path.join(t.config.dataDir, 'files');
    takeDown = moto ? () => moto!.stop() : async () => {
      fs.rmSync(dir, { recursive: true, force: true });
      fs.writeFileSync(dir, 'not a directory');
    };
    bringBack = moto ? () => moto!.start() : async () => fs.rmSync(dir, { force: true });
  }, 300_000);
  afterAll(async () => {
    await t?.close();
    await moto?.stop();
  });

  it('stores where configured, streams a download back with its headers, and a delete removes the object', async () => {
    expect(byteStoreOf(t.config).description).toMatch(kind === 's3' ? /^S3 bucket test-files \(prefix files\/\)/ : /^local disk /);
    const bytes = Buffer.alloc(6 * 1024 * 1024 + 123, 7); // more than one multipart part on S3
    bytes.write('%PDF-1.4', 0);
    const created = await t.call(t.adminToken, { method: 'POST', url: '/api/files/', ...multipart([{ name: 'file', value: bytes, filename: 'scan.pdf' }]) });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const [row] = (await t.ctx.database.query('select storage_key from files where id = $1', [id])).rows;
    expect(await keysIn(t)).toContain(row.storage_key);
    if (kind === 's3') expect(fs.existsSync(path.join(t.config.dataDir, 'files'))).toBe(false);

    const download = await t.call(t.adminToken, { method: 'GET', url: `/api/files/${id}/` });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-length']).toBe(String(bytes.length));
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toContain('filename="scan.pdf"');

    expect((await t.call(t.adminToken, { method: 'DELETE', url: `/api/files/${id}/` })).statusCode).toBe(204);
    expect(await keysIn(t)).not.toContain(row.storage_key);
  });

  it('answers a coded 404 for a row whose object is missing', async () => {
    const created = await t.call(t.adminToken, { method: 'POST', url: '/api/files/', ...multipart([{ name: 'file', value: 'abc', filename: 'a.txt' }]) });
    const { id } = created.json();
    const [row] = (await t.ctx.database.query('select storage_key from files where id = $1', [id])).rows;
    await byteStoreOf(t.config).remove(String(row.storage_key));
    const res = await t.call(t.adminToken, { method: 'GET', url: `/api/files/${id}/` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'files.contentMissing' });
  });

  it('refuses an upload with a coded 503 while the store is down, recording no row; a generated file fails the same way', async () => {
    const rows = await fileCount(t);
    await takeDown();
    try {
      const res = await t.call(t.adminToken, { method: 'POST', url: '/api/files/', ...multipart([{ name: 'file', value: 'abc', filename: 'a.txt' }]) });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ detail: 'The file store is unavailable, nothing was saved: try again later', code: 'files.storeUnavailable', values: {} });
      // the browser shows the code in the user's language
      expect((ru as Record<string, unknown>)['files.storeUnavailable']).toBe('Хранилище файлов недоступно, ничего не сохранено: повторите попытку позже');
      await expect(t.ctx.files.save({ name: 'x.xlsx', data: Buffer.from('x'), temp: true })).rejects.toThrow(/file store is unavailable/);
      expect(await fileCount(t)).toBe(rows);
    } finally {
      await bringBack();
    }
    const again = await t.call(t.adminToken, { method: 'POST', url: '/api/files/', ...multipart([{ name: 'file', value: 'abc', filename: 'a.txt' }]) });
    expect(again.statusCode).toBe(201);
  }, 120_000);

  it('sweeps objects no row names once they are old enough, and keeps the others', async () => {
    const created = await t.call(t.adminToken, { method: 'POST', url: '/api/files/', ...multipart([{ name: 'file', value: 'kept', filename: 'k.txt' }]) });
    const [row] = (await t.ctx.database.query('select storage_key from files where id = $1', [created.json().id])).rows;
    const orphan = await writeBytes(t.config, Buffer.from('orphan'));
    expect((await sweepOrphans(t.config, t.ctx.database)).removed).toBe(0); // not a day old yet
    expect(await keysIn(t)).toContain(orphan.storageKey);
    const swept = await sweepOrphans(t.config, t.ctx.database, -60_000);
    expect(swept.removed).toBe(1);
    const keys = await keysIn(t);
    expect(keys).not.toContain(orphan.storageKey);
    expect(keys).toContain(row.storage_key);
  });
});

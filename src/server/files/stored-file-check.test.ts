/**
 * A record's file field takes only files that fit its `accept` by what was recorded at upload:
 * a file uploaded without naming the field cannot be slipped into it afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineEntity } from '../../domain/core/entity';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { multipart, type MultipartPart } from './multipart-body';

const creative = defineEntity({
  name: 'probeCreative',
  area: 'probeFiles',
  path: 'probe/creatives/',
  table: 'probe_creatives',
  display: 'title',
  fields: {
    title: { kind: 'string', required: true },
    archive: { kind: 'file', accept: '.zip' },
    previews: { kind: 'filelist', accept: ['.png', '.jpg'] },
    anything: { kind: 'file' },
  },
});

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({}, { probeEntities: [creative], extraModules: [{ name: 'probeFiles' }] });
}, 60_000);
afterAll(async () => t?.close());

const zipBytes = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(26, 0)]);
const pngBytes = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(8, 0)]);
const textBytes = Buffer.from('not an archive');

async function uploaded(filename: string, value: Buffer, query = ''): Promise<number> {
  const parts: MultipartPart[] = [{ name: 'file', value, filename }];
  const answer = await t.call(t.adminToken, { method: 'POST', url: `/api/files/${query}`, ...multipart(parts) });
  expect(answer.statusCode).toBe(201);
  return answer.json().id;
}

const create = (body: Record<string, unknown>) => t.call(t.adminToken, { method: 'POST', url: '/api/probe/creatives/', payload: { title: 'Banner', ...body } });

describe('files put into declared file fields', () => {
  it('checks an upload for the creative archive: a .zip that begins PK\\x03\\x04', async () => {
    await uploaded('banner.zip', zipBytes, '?for=probeCreative.archive');
    const renamed = await t.call(t.adminToken, { method: 'POST', url: '/api/files/?for=probeCreative.archive', ...multipart([{ name: 'file', value: textBytes, filename: 'banner.zip' }]) });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toEqual({ detail: 'File must be .zip', code: 'files.wrongType', values: { extensions: '.zip' }, errors: { file: ['File must be .zip'] } });
  });

  it('takes files that fit, whether or not the upload named the field', async () => {
    const archive = await uploaded('banner.zip', zipBytes);
    const preview = await uploaded('preview.png', pngBytes, '?for=probeCreative.previews');
    const other = await uploaded('notes.txt', textBytes);
    const created = await create({ archive, previews: [preview], anything: other });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ archive, previews: [preview], anything: other });
  });

  it('refuses a file that does not fit, naming each field, on create and on update', async () => {
    const text = await uploaded('banner.zip', textBytes); // named .zip, but its bytes are no zip
    const zip = await uploaded('banner.zip', zipBytes);
    const png = await uploaded('preview.png', pngBytes);
    const refused = await create({ archive: text, previews: [png, zip] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: 'invalid form data', code: 'form.invalid', values: {}, errors: { archive: ['File must be .zip'], previews: ['File must be .png, .jpg'] } });

    const created = await create({ archive: zip, previews: [png] });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const update = (body: Record<string, unknown>) => t.call(t.adminToken, { method: 'PATCH', url: `/api/probe/creatives/${id}/`, payload: body });
    expect((await update({ archive: png })).json().errors).toEqual({ archive: ['File must be .zip'] });
    // the files already there are not in question; the added one is
    expect((await update({ previews: [png, text] })).json().errors).toEqual({ previews: ['File must be .png, .jpg'] });
    expect((await update({ previews: [png, await uploaded('second.png', pngBytes)] })).statusCode).toBe(200);
  });
});

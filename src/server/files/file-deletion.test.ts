/**
 * `DELETE /api/files/{id}/` (API.md "Files"): only by the uploader or an admin (403 otherwise),
 * and never while a record refers to the file (409), neither through the API nor in plain SQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { created, fetched, salesWorld, type SalesWorld } from '../../../dev/fixtures/sales-fixtures';
import { creativePayload, zipBytes } from '../../../dev/fixtures/creatives-fixtures';
import { multipart } from './multipart-body';

let t: TestServer;
let w: SalesWorld;
let uploader: { id: number; token: string };
let other: { id: number; token: string };

beforeAll(async () => {
  t = await createTestServer();
  w = await salesWorld(t);
  uploader = await t.userWithRole('USER');
  other = await t.userWithRole('USER');
}, 60_000);
afterAll(() => t?.close());

const pdfBytes = Buffer.from('%PDF-1.4\n%fake scan\n');

async function upload(token: string, filename: string, value: Buffer, target?: string): Promise<number> {
  const answer = await t.call(token, { method: 'POST', url: `/api/files/${target ? `?for=${target}` : ''}`, ...multipart([{ name: 'file', value, filename }]) });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().id as number;
}

const remove = (token: string, id: number) => t.call(token, { method: 'DELETE', url: `/api/files/${id}/` });
const download = (id: number) => t.call(t.adminToken, { method: 'GET', url: `/api/files/${id}/` });

describe('deleting a file', () => {
  it('is refused with 403 to a USER who did not upload it; the uploader and an admin may', async () => {
    const mine = await upload(uploader.token, 'notes.txt', Buffer.from('notes'));
    const answer = await remove(other.token, mine);
    expect(answer.statusCode).toBe(403);
    expect(answer.json().detail).toBe('Only the uploader or an admin may delete a file');
    expect((await download(mine)).statusCode).toBe(200);
    expect((await remove(uploader.token, mine)).statusCode).toBe(204);
    expect((await download(mine)).statusCode).toBe(404);

    const theirs = await upload(uploader.token, 'more.txt', Buffer.from('more'));
    expect((await remove(t.adminToken, theirs)).statusCode).toBe(204);
  });

  it("is refused with 409 while a record refers to it, even to its uploader: a contract's scan", async () => {
    const scan = await upload(uploader.token, 'scan.pdf', pdfBytes, 'contract.fileScan');
    const patched = await t.call(uploader.token, { method: 'PATCH', url: `/api/contracts/${w.contract}/`, payload: { fileScan: scan } });
    expect(patched.statusCode, patched.body).toBe(200);
    for (const token of [uploader.token, t.adminToken]) {
      const answer = await remove(token, scan);
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ detail: 'Used by 1 contract', values: { holders: { contract: 1 } } });
    }
    expect((await download(scan)).statusCode).toBe(200);
    expect((await fetched(t, `contracts/${w.contract}/`)).fileScan).toBe(scan);
    await expect(t.ctx.database.query('delete from files where id = $1', [scan])).rejects.toThrow(/foreign key/);
  });

  it('is refused with 409 while a file list names it (a creative)', async () => {
    const zip = await upload(uploader.token, 'banner.zip', zipBytes, 'creative.files');
    const kktu = (await created(t, t.adminToken, 'creatives/kktu/', { code: '30.10.9', name: 'Misc' })).id;
    await created(t, t.adminToken, 'creatives/', creativePayload({ ...w, kktu, kktu2: kktu, zip }));
    const answer = await remove(uploader.token, zip);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().detail).toBe('Used by 1 creative');
    expect((await download(zip)).statusCode).toBe(200);
  });
});

/**
 * Uploads for a declared file field are checked by extension and leading bytes; downloads carry
 * the type the bytes proved, `nosniff`, and open inline only for PDFs and raster images.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitiesByName } from '../../domain/core/entities';
import { acceptMessage,
  acceptedExtensionList, type Accept } from '../../domain/core/files/accepted-files';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { storedObjectKeys } from '../../../dev/testing/test-files-store';
import { fileContentSecurityPolicy } from './download-headers';
import { multipart, type MultipartPart } from './multipart-body';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
}, 60_000);
afterAll(async () => t?.close());

const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const pngBytes = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(24, 1)]);
const htmlBytes = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
const zipBytes = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(26, 0)]);

const scanAccept = (): Accept => {
  const field = entitiesByName.contract.fields.fileScan;
  if (!('accept' in field) || !field.accept) throw new Error('contract.fileScan declares no accept');
  return field.accept;
};

const upload = (parts: MultipartPart[], query = '') => t.call(t.adminToken, { method: 'POST', url: `/api/files/${query}`, ...multipart(parts) });
const fileRows = async () => Number((await t.ctx.database.query('select count(*)::int as n from files')).rows[0].n);
const storedBytes = async () => (await storedObjectKeys(t.config)).length;
const download = (id: number, temp = false) => t.call(t.adminToken, { method: 'GET', url: `/api/files/${temp ? 'temp/' : ''}${id}/` });

describe('uploads for a declared file field', () => {
  it('accepts a contract scan whose name and bytes are a PDF, and serves it inline as application/pdf', async () => {
    const created = await upload([{ name: 'file', value: pdfBytes, filename: 'scan.pdf', type: 'text/html' }], '?for=contract.fileScan');
    expect(created.statusCode).toBe(201);
    const answer = await download(created.json().id);
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.equals(pdfBytes)).toBe(true);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(`inline; filename="scan.pdf"; filename*=UTF-8''scan.pdf`);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toBe(fileContentSecurityPolicy);
  });

  it('records the type the bytes prove, not the one the client claims', async () => {
    const created = await upload([{ name: 'file', value: pngBytes, filename: 'scan.png', type: 'text/html' }, { name: 'name', value: 'Скан договора.png' }], '?for=contract.fileScan');
    expect(created.statusCode).toBe(201);
    const answer = await download(created.json().id);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.headers['content-disposition']).toMatch(/^inline; /);
  });

  it('refuses a file of the wrong extension or the wrong bytes with "File must be …" and stores nothing', async () => {
    const message = acceptMessage(scanAccept());
    expect(message).toMatch(/^File must be \.pdf, \.png, \.jpg/);
    const rows = await fileRows();
    const bytes = await storedBytes();
    const refused: MultipartPart[][] = [
      [{ name: 'file', value: zipBytes, filename: 'scan.zip' }], // wrong extension
      [{ name: 'file', value: htmlBytes, filename: 'scan.pdf', type: 'application/pdf' }], // HTML renamed to .pdf
      [{ name: 'file', value: pngBytes, filename: 'scan.pdf' }], // a PNG renamed to .pdf
      [{ name: 'file', value: pdfBytes, filename: 'scan.pdf' }, { name: 'name', value: 'scan.html' }], // stored under another extension
      [{ name: 'file', value: Buffer.from('%PD'), filename: 'scan.pdf' }], // shorter than the signature
    ];
    for (const parts of refused) {
      const answer = await upload(parts, '?for=contract.fileScan');
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ detail: message, code: 'files.wrongType', values: { extensions: acceptedExtensionList(scanAccept()) }, errors: { file: [message] } });
    }
    expect(await fileRows()).toBe(rows);
    expect(await storedBytes()).toBe(bytes);
  });

  it('takes the field from a `for` part too, before or after the file', async () => {
    const before = await upload([{ name: 'for', value: 'contract.fileScan' }, { name: 'file', value: htmlBytes, filename: 'scan.pdf' }]);
    expect(before.statusCode).toBe(400);
    const after = await upload([{ name: 'file', value: htmlBytes, filename: 'scan.pdf' }, { name: 'for', value: 'contract.fileScan' }]);
    expect(after.statusCode).toBe(400);
    expect(after.json().errors).toEqual({ file: [acceptMessage(scanAccept())] });
    const fits = await upload([{ name: 'file', value: pdfBytes, filename: 'scan.pdf' }, { name: 'for', value: 'contract.fileScan' }]);
    expect(fits.statusCode).toBe(201);
  });

  it('answers 400 naming `for` when it names no file field', async () => {
    for (const target of ['contract.number', 'nothing.here', 'contract']) {
      const answer = await upload([{ name: 'file', value: pdfBytes, filename: 'scan.pdf' }], `?for=${target}`);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors).toEqual({ for: ['Unknown file field'] });
    }
  });

  it('accepts any file without `for`, as before, but serves an unproven type as a download', async () => {
    const created = await upload([{ name: 'file', value: htmlBytes, filename: 'page.html', type: 'text/html' }]);
    expect(created.statusCode).toBe(201);
    const answer = await download(created.json().id);
    expect(answer.headers['content-type']).toBe('application/octet-stream');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; /);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('downloads of files stored with a type', () => {
  it('never shows HTML or SVG in the browser, whatever type a file was stored with', async () => {
    for (const contentType of ['text/html', 'image/svg+xml']) {
      const saved = await t.ctx.files.save({ name: 'old.svg', data: htmlBytes, contentType });
      const answer = await download(saved.id);
      expect(answer.headers['content-type']).toContain(contentType);
      expect(answer.headers['content-disposition']).toMatch(/^attachment; /);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('serves a generated spreadsheet as an attachment, and one saved without a type by its bytes', async () => {
    const owner = await t.userWithRole('USER');
    const typed = await t.ctx.files.save({ name: 'margin.xlsx', data: zipBytes, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', temp: true, userId: owner.id });
    const answer = await t.call(owner.token, { method: 'GET', url: `/api/files/temp/${typed.id}/` });
    expect(answer.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="margin.xlsx"; filename*=UTF-8''margin.xlsx`);
    const untyped = await t.ctx.files.save({ name: 'report.pdf', data: pdfBytes, temp: true, userId: owner.id });
    const shown = await t.call(owner.token, { method: 'GET', url: `/api/files/temp/${untyped.id}/` });
    expect(shown.headers['content-type']).toBe('application/pdf');
    expect(shown.headers['content-disposition']).toMatch(/^inline; /);
  });
});

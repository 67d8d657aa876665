/**
 * Uploads a client botched: a multipart body without a boundary or cut short, a NUL in the
 * file name, and a client that goes away mid-upload. Each is a 400 (or nobody to answer),
 * stores nothing, and logs no error.
 */
import net from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../http/build-app';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { storedObjectKeys } from '../../../dev/testing/test-files-store';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
}, 60_000);
afterAll(async () => t?.close());

const boundary = '----malformed-7f3a';
const contentType = `multipart/form-data; boundary=${boundary}`;
const filePart = (filename: string, body = 'hello') =>
  `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/plain\r\n\r\n${body}\r\n`;
const namePart = (name: string) => `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${name}\r\n`;
const closing = `--${boundary}--\r\n`;

const stored = async () => ({
  rows: Number((await t.ctx.database.query('select count(*) as n from files')).rows[0].n),
  bytes: (await storedObjectKeys(t.config)).length,
});

const upload = (payload: string, type = contentType) => t.call(t.adminToken, { method: 'POST', url: '/api/files/', payload, headers: { 'content-type': type } });

describe('malformed uploads', () => {
  it('a well-formed body is stored (the baseline the others differ from)', async () => {
    const answer = await upload(filePart('a.txt') + closing);
    expect(answer.statusCode).toBe(201);
  });

  it.each([
    ['without a boundary', filePart('a.txt') + closing, 'multipart/form-data'],
    ['with another boundary than the header says', filePart('a.txt') + closing, 'multipart/form-data; boundary=something-else'],
    ['cut short in the part headers', (filePart('a.txt') + closing).slice(0, 40), contentType],
    ['cut short in the file', (filePart('a.txt', 'x'.repeat(500)) + closing).slice(0, 300), contentType],
    ['without its closing line', filePart('a.txt'), contentType],
  ])('%s: 400 and nothing stored', async (_case, payload, type) => {
    const before = await stored();
    const answer = await upload(payload, type);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ detail: 'Malformed multipart body', code: 'files.malformed', values: {} });
    expect(await stored()).toEqual(before);
  });

  it('a NUL in the file name or in the name: 400 naming the field, nothing stored', async () => {
    const before = await stored();
    const inFileName = await upload(filePart('re\u0000port.txt') + closing);
    expect(inFileName.statusCode).toBe(400);
    expect(inFileName.json()).toEqual({ detail: 'invalid form data', code: 'form.invalid', values: {}, errors: { file: ['Invalid value'] } });
    const inName = await upload(filePart('report.txt') + namePart('Re\u0000port') + closing);
    expect(inName.statusCode).toBe(400);
    expect(inName.json()).toEqual({ detail: 'invalid form data', code: 'form.invalid', values: {}, errors: { name: ['Invalid value'] } });
    expect(await stored()).toEqual(before);
  });

  it('a client that disconnects mid-upload is logged calmly, not as an unhandled error, and leaves nothing', async () => {
    const lines: Array<{ level: number; msg: string }> = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as { level: number; msg: string });
        done();
      },
    });
    const app = await buildApp({ ...t.ctx, logger: pino({ level: 'info' }, sink) }, { serveWeb: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const before = await stored();
      const { port } = app.server.address() as net.AddressInfo;
      const socket = net.connect(port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.write(
        `POST /api/files/ HTTP/1.1\r\nHost: localhost\r\nAuthorization: Token ${t.adminToken}\r\nContent-Type: ${contentType}\r\nContent-Length: 100000\r\n\r\n` +
          filePart('big.txt', 'x'.repeat(2_000)).slice(0, -2),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      socket.destroy();
      const until = Date.now() + 5_000;
      const handled = () => lines.some((line) => line.msg === 'request aborted by the client' || line.level >= 50);
      while (!handled() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(lines.filter((line) => line.level >= 50)).toEqual([]);
      expect(lines.map((line) => line.msg)).toContain('request aborted by the client');
      expect(await stored()).toEqual(before);
    } finally {
      await app.close();
    }
  });
});

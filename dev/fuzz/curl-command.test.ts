import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { curlCommand } from './curl-command';
import type { FuzzRequest } from './fuzz-request';

interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: Buffer;
}

let server: http.Server;
let base = '';
const received: Received[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body: Buffer.concat(chunks),
      });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Runs the printed command in bash, as a person pasting it would, and answers what the server got. */
async function replay(request: FuzzRequest): Promise<Received> {
  const before = received.length;
  await new Promise<void>((resolve, reject) =>
    execFile('bash', ['-c', curlCommand(request, base)], { env: { ...process.env, TOKEN_MANAGER: 'manager-token' } }, (error) => (error ? reject(error) : resolve())),
  );
  expect(received.length).toBe(before + 1);
  return received[before];
}

const hasCurl = ['/usr/bin/curl', '/bin/curl', '/usr/local/bin/curl'].some((file) => fs.existsSync(file));

describe.skipIf(!hasCurl)('curlCommand', () => {
  it('replays a JSON body with quotes and escaped NULs byte for byte, with the role token', async () => {
    const payload = Buffer.from(`{"name":"O'Brien \\u0000","note":"\u202ertl"}`, 'utf8');
    const got = await replay({ actor: 'MANAGER', method: 'PATCH', url: "/api/clients/1/?a=%00&b='x'", contentType: 'application/json', payload });
    expect(got).toEqual({ method: 'PATCH', url: "/api/clients/1/?a=%00&b='x'", authorization: 'Token manager-token', contentType: 'application/json', body: payload });
  });

  it('replays a body with raw NUL bytes and invalid UTF-8 through base64', async () => {
    const payload = Buffer.from([0x2d, 0x2d, 0x00, 0xff, 0xfe, 0x0a, 0x41]);
    const command = curlCommand({ actor: 'anonymous', method: 'POST', url: '/api/files/', contentType: 'multipart/form-data', payload }, base);
    expect(command).toContain('base64 -d');
    const got = await replay({ actor: 'anonymous', method: 'POST', url: '/api/files/', contentType: 'multipart/form-data', payload });
    expect(got.body.equals(payload)).toBe(true);
    expect(got.authorization).toBeUndefined();
  });

  it('sends no content type when the call had none', async () => {
    const got = await replay({ actor: 'anonymous', method: 'POST', url: '/api/accounts/login/', contentType: null, payload: Buffer.from('{"email":1}') });
    expect(got.contentType).toBeUndefined();
    expect(got.body.toString()).toBe('{"email":1}');
  });
});

/**
 * One GET of one URL, sent to the address the check resolved and judged (never a second
 * lookup): the socket connects to that address, the Host header and TLS SNI carry the name,
 * and the certificate is verified against the name. Only the start of the body is read, up to
 * `maxBodyBytes`, and only when asked (a final page, for captcha recognition); then the
 * connection is dropped.
 */
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { createSecureContext, type SecureContext } from 'node:tls';
import type { PinnedAddress } from './check-settings';

export interface PageAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The first bytes of the body (empty unless asked). */
  body: Buffer;
}

export interface PageRequestOptions {
  signal: AbortSignal;
  readBody: (status: number) => boolean;
  maxBodyBytes: number;
  ca?: string;
}

const userAgent = 'Mozilla/5.0 (compatible; AdofficeDomainCheck/1.0)';

/** One TLS context per trusted-CA setting, shared by every request (building one loads the root store). */
const secureContexts = new Map<string, SecureContext>();
function secureContextFor(ca: string | undefined): SecureContext {
  const key = ca ?? '';
  let context = secureContexts.get(key);
  if (!context) secureContexts.set(key, (context = createSecureContext(ca ? { ca } : {})));
  return context;
}

function noSecondLookup(): never {
  throw new Error('The domain check connects to the address it checked; a lookup here is a bug');
}

function bodyStart(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => {
      response.removeAllListeners('data');
      response.destroy();
      resolve(Buffer.concat(chunks, Math.min(size, maxBytes)));
    };
    response.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= maxBytes) done();
    });
    response.on('end', done);
    response.on('error', reject);
  });
}

export function requestPage(url: URL, target: PinnedAddress, options: PageRequestOptions): Promise<PageAnswer> {
  const secure = url.protocol === 'https:';
  const name = url.hostname.replace(/^\[|\]$/g, '');
  const transport = secure ? https : http;
  return new Promise<PageAnswer>((resolve, reject) => {
    const request = transport.request(
      {
        host: target.address,
        family: target.family,
        port: target.port ?? (url.port ? Number(url.port) : secure ? 443 : 80),
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        headers: { host: url.host, 'user-agent': userAgent, accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'accept-encoding': 'identity' },
        agent: false,
        lookup: noSecondLookup,
        signal: options.signal,
        ...(secure ? { servername: isIP(name) ? undefined : name, secureContext: secureContextFor(options.ca) } : {}),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (!options.readBody(status)) {
          response.destroy();
          resolve({ status, headers: response.headers, body: Buffer.alloc(0) });
          return;
        }
        bodyStart(response, options.maxBodyBytes).then((body) => resolve({ status, headers: response.headers, body }), reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

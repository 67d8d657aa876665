/**
 * Local web sites for the domain availability check's tests and benchmark: one server on
 * 127.0.0.1 (plain HTTP, or HTTPS with the test certificate for secure.test and *.secure.test),
 * answering by the Host header, recording each request and the most requests open at once.
 * The checked names are mapped to it with a DOMAIN_CHECK_RESOLVE-style map, so no check
 * traffic ever leaves the machine.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createSecureServer } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';

export type SiteHandler = (request: IncomingMessage, response: ServerResponse) => void;

export interface LocalSites {
  port: number;
  /** `name=127.0.0.1:port,…` for DOMAIN_CHECK_RESOLVE. */
  resolveSetting(names: readonly string[]): string;
  requests: Array<{ host: string; url: string }>;
  maxOpen: number;
  close(): Promise<void>;
}

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

/** The certificate of the HTTPS sites, to trust as the check's CA in a test. */
export const localSiteCertificate = (): string => fixture('local-site-tls.crt');

export async function startLocalSites(handler: SiteHandler, options: { secure?: boolean } = {}): Promise<LocalSites> {
  let open = 0;
  const sockets = new Set<Socket>();
  const sites: LocalSites = {
    port: 0,
    requests: [],
    maxOpen: 0,
    resolveSetting: (names) => names.map((name) => `${name}=127.0.0.1:${sites.port}`).join(','),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  const listener = (request: IncomingMessage, response: ServerResponse) => {
    sites.requests.push({ host: request.headers.host ?? '', url: request.url ?? '' });
    open += 1;
    sites.maxOpen = Math.max(sites.maxOpen, open);
    response.on('close', () => (open -= 1));
    handler(request, response);
  };
  const server = options.secure ? createSecureServer({ cert: localSiteCertificate(), key: fixture('local-site-tls.key') }, listener) : createServer(listener);
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  sites.port = (server.address() as AddressInfo).port;
  return sites;
}

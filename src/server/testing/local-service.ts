/**
 * A local HTTP server a test starts to play an outside service's protocol (DESIGN.md
 * "Outside services"): answers come from a routing function, requests are recorded.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/**
 * A JSON answer (a string body is sent as it stands, so a test can answer text that is not JSON),
 * or 'hang': never answer (a timeout test; `close` drops the connection).
 */
export type LocalAnswer = { status: number; body: unknown } | 'hang';

export interface LocalService {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** Listens on 127.0.0.1 at `port` (0: any free port). */
export async function startLocalService(route: (request: RecordedRequest) => LocalAnswer, port = 0): Promise<LocalService> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      let body: unknown = raw;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        /* not JSON: keep the text */
      }
      const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      requests.push(request);
      const answer = route(request);
      if (answer === 'hang') return;
      res.writeHead(answer.status, { 'Content-Type': 'application/json' });
      res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * A local HTTP server a test starts to play an outside service's protocol (DESIGN.md
 * "Outside services"): answers come from a routing function, requests are recorded.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One part of a multipart/form-data request: a file (name, type, bytes) or a plain value. */
export interface FormPart {
  filename: string | null;
  contentType: string | null;
  data: Buffer;
}

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  /** The JSON body (or its text when not JSON); null for none and for a multipart form. */
  body: unknown;
  /** The parts of a multipart/form-data body, by field name. */
  form?: Record<string, FormPart>;
}

async function formParts(raw: Buffer, contentType: string): Promise<Record<string, FormPart>> {
  const form = await new Response(new Uint8Array(raw), { headers: { 'content-type': contentType } }).formData();
  const parts: Record<string, FormPart> = {};
  for (const [name, value] of form.entries()) {
    parts[name] =
      typeof value === 'string'
        ? { filename: null, contentType: null, data: Buffer.from(value) }
        : { filename: value.name, contentType: value.type || null, data: Buffer.from(await value.arrayBuffer()) };
  }
  return parts;
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
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const raw = Buffer.concat(chunks);
      const contentType = req.headers['content-type'] ?? '';
      const form = contentType.startsWith('multipart/form-data') ? await formParts(raw, contentType) : undefined;
      const text = raw.toString('utf8');
      let body: unknown = form ? null : text;
      try {
        if (!form) body = text ? JSON.parse(text) : null;
      } catch {
        /* not JSON: keep the text */
      }
      const request: RecordedRequest = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body, ...(form ? { form } : {}) };
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

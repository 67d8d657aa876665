/**
 * A stand-in for a ClickHouse server in tests (DESIGN.md "Outside services"): it speaks the HTTP
 * interface `@clickhouse/client` uses (the query in the body or in `query=` with the data as the
 * body, `param_<name>` typed parameters, the user and password, FORMAT, ClickHouse's exception
 * text and `X-ClickHouse-Exception-Code`) and runs every statement in chDB, so the client's HTTP
 * path meets real ClickHouse SQL. Answers are streamed chunk by chunk. One database (`default`).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Session } from 'chdb';
import { streamSessions } from '../../src/server/analytics/chdb-stream-sessions';

export interface ClickHouseStandIn {
  url: string;
  user: string;
  password: string;
  /** Statements received (not pings). */
  statements: string[];
  close(): Promise<void>;
}

export interface StandInOptions {
  /** chDB's data directory: one per process, so a test that also runs chDB itself shares its directory. */
  path?: string;
  user?: string;
  password?: string;
}

const escapes: Record<string, string> = { '\\': '\\', "'": "'", t: '\t', n: '\n', r: '\r', '0': '\0', b: '\b', f: '\f' };

/** A value in ClickHouse's Escaped text, as the HTTP interface reads a top-level parameter. */
const unescapeText = (text: string) => text.replace(/\\(.)/g, (_, c: string) => escapes[c] ?? c);

/** An array parameter's text (`['a','b\'c']`, `[1,2]`) as values chDB binds again. */
function arrayValues(text: string): Array<string | number> {
  const items: Array<string | number> = [];
  for (const match of text.matchAll(/'((?:[^'\\]|\\.)*)'|([^,[\]\s]+)/g)) items.push(match[1] !== undefined ? unescapeText(match[1]) : Number(match[2]));
  return items;
}

function boundParams(query: string, search: URLSearchParams): Record<string, unknown> {
  const types = new Map([...query.matchAll(/\{(\w+):([^}]+)\}/g)].map((m) => [m[1], m[2].trim()]));
  const params: Record<string, unknown> = {};
  for (const [key, text] of search) {
    if (!key.startsWith('param_')) continue;
    const name = key.slice('param_'.length);
    const type = types.get(name) ?? 'String';
    params[name] = text === '\\N' ? null : type.startsWith('Array(') ? arrayValues(text) : unescapeText(text);
  }
  return params;
}

function credentials(request: IncomingMessage, search: URLSearchParams): [string, string] {
  const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '');
  if (basic) {
    const [user, ...rest] = Buffer.from(basic[1], 'base64').toString('utf8').split(':');
    return [user, rest.join(':')];
  }
  const header = (name: string) => request.headers[name] as string | undefined;
  return [header('x-clickhouse-user') ?? search.get('user') ?? 'default', header('x-clickhouse-key') ?? search.get('password') ?? ''];
}

function refuse(response: ServerResponse, status: number, message: string) {
  const code = /^Code: (\d+)\./.exec(message)?.[1] ?? '1';
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=UTF-8', 'X-ClickHouse-Exception-Code': code });
  response.end(`${message.trim()}\n`);
}

const answersRows = /^\s*(SELECT|WITH|SHOW|DESCRIBE|DESC|EXPLAIN|EXISTS)\b/i;

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startClickHouseStandIn(options: StandInOptions = {}): Promise<ClickHouseStandIn> {
  const user = options.user ?? 'default';
  const password = options.password ?? '';
  const ownDir = options.path ? null : await mkdtemp(path.join(os.tmpdir(), 'clickhouse-stand-in-'));
  const session = new Session(options.path ?? ownDir!);
  // Like a server, answers several queries at once: each streamed answer on a session of its own.
  const streams = streamSessions(() => new Session(options.path ?? ownDir!), 8);
  const statements: string[] = [];

  async function answer(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (url.pathname === '/ping') return void response.end('Ok.\n');
    const [givenUser, givenPassword] = credentials(request, url.searchParams);
    if (givenUser !== user || givenPassword !== password) {
      await bodyOf(request);
      return refuse(
        response,
        403,
        `Code: 516. DB::Exception: ${givenUser}: Authentication failed: password is incorrect, or there is no user with such name. (AUTHENTICATION_FAILED)`,
      );
    }
    const body = await bodyOf(request);
    const inUrl = url.searchParams.get('query');
    const query = inUrl ? `${inUrl}\n${body}` : body;
    statements.push(query);
    const format = url.searchParams.get('default_format') ?? 'TabSeparated';
    const params = boundParams(query, url.searchParams);
    let started = false;
    try {
      // chDB streams what answers rows; other statements (DDL, INSERT) run whole.
      const chunks = answersRows.test(query)
        ? streams.borrow(new AbortController().signal, (own) => own.queryStreamBind(query, params, { format }))
        : [{ raw: async () => (await session.queryBindAsync(query, params, { format })).bytes() }];
      for await (const chunk of chunks) {
        const bytes = await chunk.raw();
        if (!started) response.writeHead(200, { 'Content-Type': 'text/plain; charset=UTF-8', 'X-ClickHouse-Format': format });
        started = true;
        if (response.destroyed) return;
        if (!response.write(bytes)) await new Promise((resolve) => (response.once('drain', resolve), response.once('close', resolve)));
      }
      if (response.destroyed) return;
      if (!started) response.writeHead(200, { 'Content-Type': 'text/plain; charset=UTF-8' });
      response.end();
    } catch (error) {
      // Once the answer has started, ClickHouse can only break it off.
      if (started || response.destroyed) return void response.destroy();
      refuse(response, 500, error instanceof Error ? error.message : String(error));
    }
  }

  const server = createServer((request, response) => {
    answer(request, response).catch((error: unknown) => refuse(response, 500, String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    user,
    password,
    statements,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      streams.close();
      session.close();
      if (ownDir) await rm(ownDir, { recursive: true, force: true });
    },
  };
}

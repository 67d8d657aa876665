/**
 * The one owner of the analytics database's connection: the official `@clickhouse/client` over
 * HTTP to a ClickHouse server, or the same client over chDB in-process (`chdb/connection`), whose
 * tables are created on opening. One client per server address for the whole process; chDB
 * binds one data directory per process, so asking for another one closes the first. Streamed
 * reads of chDB each borrow a session of their own (chdb-stream-sessions.ts), so concurrent readers
 * queue instead of colliding; a ClickHouse server streams each answer over its own request.
 */
import { mkdir } from 'node:fs/promises';
import type { ClickHouseClient, ClickHouseClientConfigOptions } from '@clickhouse/client';
import type { Session } from 'chdb';
import type { AnalyticsConfig } from './analytics-config';
import { analyticsFailure, analyticsUnavailable } from './analytics-errors';
import { addAnalyticsProjections } from './analytics-projections';
import { analyticsTables } from './analytics-tables';
import { loadChdb, type ChdbLoader, type ChdbModules } from './chdb-loader';
import { streamSessions } from './chdb-stream-sessions';

export type QueryParams = Record<string, unknown>;

export interface AnalyticsConnection {
  client: ClickHouseClient;
  /** JSON rows of a query as the database sends them, without holding the whole answer. */
  streamRows(query: string, params: QueryParams, signal: AbortSignal): AsyncIterable<unknown>;
}

interface Embedded {
  path: string;
  opening: Promise<AnalyticsConnection>;
  close(): Promise<void>;
}

/** The client is loaded on the first analytics call too: a server that never reads analytics does not pay for it. */
async function clientFactory(): Promise<(options: ClickHouseClientConfigOptions) => ClickHouseClient> {
  const { createClient, ClickHouseLogLevel } = await import('@clickhouse/client');
  // Failures reach the caller, which reports them; the client's own console log would say them twice.
  return (options) => createClient({ log: { level: ClickHouseLogLevel.OFF }, ...options });
}

/** Streamed reads of the embedded database running at once; more wait for one to finish. */
const EMBEDDED_STREAMS = 4;

const servers = new Map<string, AnalyticsConnection>();
let embedded: Embedded | null = null;

async function serverConnection(config: Extract<AnalyticsConfig, { kind: 'server' }>): Promise<AnalyticsConnection> {
  const key = JSON.stringify([config.url, config.user, config.password, config.database, config.timeoutMs]);
  let connection = servers.get(key);
  if (!connection) {
    const createClient = await clientFactory();
    // Another call may have made it meanwhile.
    connection = servers.get(key);
    if (connection) return connection;
    const client = createClient({
      url: config.url,
      username: config.user,
      password: config.password,
      database: config.database,
      // The caller's own timer (analytics.ts) names the wait; the client's must not fire first.
      request_timeout: config.timeoutMs + 5_000,
    });
    connection = {
      client,
      async *streamRows(query, params, signal) {
        const answer = await client.query({ query, query_params: params, format: 'JSONEachRow', abort_signal: signal });
        for await (const rows of answer.stream()) for (const row of rows) yield row.json();
      },
    };
    servers.set(key, connection);
  }
  return connection;
}

async function openEmbedded(path: string, chdb: ChdbModules): Promise<{ connection: AnalyticsConnection; close(): Promise<void> }> {
  await mkdir(path, { recursive: true });
  // chDB implements @clickhouse/client-common's Connection; the client declares the same interface
  // from its own bundled copy of those types, which TypeScript holds apart.
  const connection = chdb.createChdbConnection({ path }) as unknown as ClickHouseClientConfigOptions['connection'];
  const client = (await clientFactory())({ connection });
  const streams = streamSessions<Session>(() => new chdb.Session(path), EMBEDDED_STREAMS);
  const opened: AnalyticsConnection = {
    client,
    streamRows: (query, params, signal) =>
      streams.borrow(signal, (session) => session.queryStreamBind(query, params, { format: 'JSONEachRow', signal }).rows()),
  };
  async function close() {
    await client.close();
    streams.close();
    await chdb.drainPending();
  }
  try {
    for (const ddl of Object.values(analyticsTables)) await client.command({ query: ddl });
    await addAnalyticsProjections({
      command: async (query) => void (await client.command({ query })),
      rows: async <T>(query: string, params: Record<string, unknown>) => (await client.query({ query, query_params: params, format: 'JSONEachRow' })).json<T>(),
    });
  } catch (error) {
    // Let the directory go, so that the next call can open it again.
    await close().catch(() => undefined);
    throw error;
  }
  return { connection: opened, close };
}

async function embeddedConnection(config: Extract<AnalyticsConfig, { kind: 'embedded' }>, loader: ChdbLoader): Promise<AnalyticsConnection> {
  if (embedded?.path === config.path) return embedded.opening;
  let chdb: ChdbModules;
  try {
    chdb = await loader();
  } catch {
    throw analyticsUnavailable();
  }
  if (embedded?.path === config.path) return embedded.opening;
  const previous = embedded;
  const opened = (async () => {
    await previous?.close().catch(() => undefined);
    return openEmbedded(config.path, chdb);
  })();
  const entry: Embedded = { path: config.path, opening: opened.then((o) => o.connection), close: async () => (await opened).close() };
  embedded = entry;
  // A directory that failed to open is tried again by the next call.
  entry.opening.catch(() => {
    if (embedded === entry) embedded = null;
  });
  return entry.opening;
}

/** The connection for this configuration; an embedded database that cannot open is reported like any failure. */
export async function analyticsConnection(config: AnalyticsConfig, loader: ChdbLoader = loadChdb): Promise<AnalyticsConnection> {
  if (config.kind === 'server') return serverConnection(config);
  try {
    return await embeddedConnection(config, loader);
  } catch (error) {
    throw analyticsFailure(config, error, false);
  }
}

/** Closes every connection (tests, shutdown); the next call opens again. */
export async function closeAnalytics(): Promise<void> {
  const closing = [...servers.values()].map((connection) => connection.client.close());
  servers.clear();
  const open = embedded;
  embedded = null;
  await Promise.all(closing);
  await open?.close().catch(() => undefined);
}

/**
 * Opens the database: embedded PGlite in DATA_DIR by default, PostgreSQL through `pg` when
 * DATABASE_URL is set. Both are served through the same drizzle API and the same SQL.
 */
import os from 'node:os';
import path from 'node:path';
import { defaultEmbeddedSharedBuffers } from '../config';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { defaultListReads, listLane, openLane, type Lane } from './list-lane';
import { timeQueries } from './query-timing';

export type Db = PgDatabase<PgQueryResultHKT>;
/** A drizzle handle inside a transaction (same API as Db). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

export interface RawResult {
  rows: Record<string, unknown>[];
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** One parameterised statement. */
  query(text: string, params?: unknown[]): Promise<RawResult>;
  /** Several statements without parameters (migrations, pg-boss installs). */
  exec(text: string): Promise<RawResult>;
  /**
   * Receives the payloads of `pg_notify(channel, …)` from every process, after their
   * transactions commit. `onListening(false)` runs when notifications may be missed (the
   * listening connection dropped), `onListening(true)` once listening has resumed on its own.
   */
  listen(channel: string, onMessage: (payload: string) => void, onListening?: (listening: boolean) => void): Promise<() => Promise<void>>;
  /** The lane a request's list read runs in (list-lane.ts): on PostgreSQL it keeps part of the pool free for writes. */
  listLane: Lane;
  close(): Promise<void>;
}

// pg answers bigint (count(*)) as text; numeric stays text and drizzle maps it per column.
pg.types.setTypeParser(20, (v) => Number(v));

/**
 * The planner's cost of a random page read, for every connection: the database is on SSD or in
 * memory, where a random read costs about a sequential one (PostgreSQL's default of 4 assumes
 * spinning disks). With the default, a page of 40 orders looked up its users' names by scanning
 * the whole users table 160 times; with this it uses the key, and the page takes half the time.
 */
export const plannerSettings = { random_page_cost: '1.1' } as const;
const settingStatements = Object.entries(plannerSettings).map(([name, value]) => `set ${name} = ${value}`);
const connectionOptions = Object.entries(plannerSettings).map(([name, value]) => `-c ${name}=${value}`).join(' ');

export async function openPglite(dataDir: string | null, sharedBuffers = defaultEmbeddedSharedBuffers): Promise<Database> {
  const release = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    const client = timeQueries(new PGlite(dataDir ? path.join(dataDir, 'pgdata') : undefined, { extensions: { pg_trgm }, startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`] }));
    const originalTransaction = client.transaction.bind(client);
    client.transaction = ((fn: (tx: unknown) => Promise<unknown>) =>
      originalTransaction((tx) => fn(timeQueries(tx)))) as typeof client.transaction;
    await client.waitReady;
    for (const statement of settingStatements) await client.exec(statement);
    const db = drizzlePglite({ client }) as unknown as Db;
    return {
      kind: 'pglite',
      db,
      query: (text, params) => client.query(text, params) as Promise<RawResult>,
      exec: async (text) => {
        const results = await client.exec(text);
        return (results[results.length - 1] as RawResult | undefined) ?? { rows: [] };
      },
      // One process holds the embedded database, so nothing is ever missed.
      listen: (channel, onMessage) => client.listen(channel, onMessage),
      // One session serves every statement in turn: a lane would only add a queue.
      listLane: openLane,
      close: async () => {
        try {
          if (!client.closed) await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

export async function openPostgres(url: string, poolSize = 10, listReads = defaultListReads(os.availableParallelism(), 1)): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options: connectionOptions });
  // An idle connection closed by the server (restart, failover) must not crash the process.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  // Only the checked-out clients are timed: pg's Pool.query runs on one of them, and timing both
  // would record every statement twice.
  // drizzle runs transactions on a checked-out client; pg's own Pool.query uses the callback form.
  const originalConnect = pool.connect.bind(pool) as (cb?: (...args: unknown[]) => void) => unknown;
  pool.connect = ((callback?: (err: unknown, client?: pg.PoolClient, done?: unknown) => void) => {
    if (callback) return originalConnect((err, client, done) => callback(err, client ? timeQueries(client as pg.PoolClient) : undefined, done));
    return (originalConnect() as Promise<pg.PoolClient>).then(timeQueries);
  }) as typeof pool.connect;
  await pool.query('select 1');
  const db = drizzlePg({ client: pool }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    query: async (text, params) => pool.query(text, params as unknown[]) as Promise<RawResult>,
    exec: async (text) => {
      const result = (await pool.query(text)) as unknown as RawResult | RawResult[];
      return Array.isArray(result) ? (result[result.length - 1] ?? { rows: [] }) : result;
    },
    listen: (channel, onMessage, onListening) => listenOnPostgres(url, channel, onMessage, onListening),
    listLane: listLane(listReads),
    close: () => pool.end(),
  };
}

const relistenAfterMs = 2000;

/** A connection of its own per channel (a pooled one would be handed to other queries). */
async function listenOnPostgres(url: string, channel: string, onMessage: (payload: string) => void, onListening?: (listening: boolean) => void) {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  const connect = async (resuming: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    const lost = () => {
      if (client !== next || stopped) return;
      client = null;
      onListening?.(false);
      next.end().catch(() => undefined);
      retry = setTimeout(() => void connect(true), relistenAfterMs);
      retry.unref();
    };
    next.on('error', lost);
    next.on('end', lost);
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      if (!resuming) throw error;
      lost(); // try again later
      return;
    }
    if (resuming) onListening?.(true);
  };
  await connect(false);
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => undefined);
    client = null;
  };
}

export function openDatabase(config: { databaseUrl: string | null; dataDir: string; databasePoolSize?: number; databaseListReads?: number; embeddedSharedBuffers?: string }): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl, config.databasePoolSize, config.databaseListReads) : openPglite(config.dataDir, config.embeddedSharedBuffers);
}
